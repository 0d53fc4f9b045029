import { Moon, Sun } from 'lucide-react'
import { HeaderLabel } from './HeaderLabel.tsx'
import type { Theme } from './theme.ts'

/** The switch named "Dark theme" (aria-checked: dark is on). */
export function ThemeSwitch({ theme, onChange }: { theme: Theme; onChange(theme: Theme): void }) {
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      title="Dark theme"
      className="studio__theme-switch"
      onClick={() => onChange(dark ? 'light' : 'dark')}
    >
      <HeaderLabel icon={dark ? Moon : Sun} text="Dark theme" />
    </button>
  )
}
