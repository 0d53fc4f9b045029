import type { ReactNode } from 'react'

export interface RowToggleProps {
  /** The accessible name, which says what a press does ("Hide Title", "Unlock Title"). */
  label: string
  pressed: boolean
  /** Only the active row's buttons are in the tab order (roving tabindex). */
  focusable: boolean
  disabled: boolean
  onToggle(): void
  children: ReactNode
}

/** A row's on/off icon button (eye, lock); its press does not select the row. */
export function RowToggle({
  label,
  pressed,
  focusable,
  disabled,
  onToggle,
  children,
}: RowToggleProps) {
  return (
    <button
      type="button"
      tabIndex={focusable ? 0 : -1}
      disabled={disabled}
      aria-label={label}
      aria-pressed={pressed}
      className="ps-icon-button"
      onClick={(e) => {
        e.stopPropagation()
        onToggle()
      }}
    >
      {children}
    </button>
  )
}
