/** Small panel icons of the drawer toggles (decorative: the button's text names it). */
export function PanelLeft() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" fill="none" stroke="currentColor" />
      <rect x="2" y="3" width="4" height="10" fill="currentColor" />
    </svg>
  )
}

export function PanelRight() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" fill="none" stroke="currentColor" />
      <rect x="10" y="3" width="4" height="10" fill="currentColor" />
    </svg>
  )
}
