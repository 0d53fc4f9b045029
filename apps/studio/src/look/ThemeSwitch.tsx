import type { Theme } from './theme.ts'

/** The switch named "Dark theme" (aria-checked: dark is on). */
export function ThemeSwitch({ theme, onChange }: { theme: Theme; onChange(theme: Theme): void }) {
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className="studio__theme-switch"
      onClick={() => onChange(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span> Dark theme
    </button>
  )
}
