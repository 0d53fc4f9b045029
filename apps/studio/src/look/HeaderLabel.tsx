import type { LucideIcon } from 'lucide-react'

/**
 * A header button's content: an icon and its text. The text stays the button's accessible name;
 * where the header is narrow (studio.css, `studio__label--collapsible`) only the icon shows and
 * the button's `title` gives the text on hover.
 */
export function HeaderLabel({
  icon: Icon,
  text,
  collapse = 'narrow',
}: {
  icon: LucideIcon
  text: string
  /** When the text hides: below 1500 px ("narrow") or below 1200 px ("compact"). */
  collapse?: 'narrow' | 'compact'
}) {
  return (
    <>
      <Icon aria-hidden="true" focusable="false" className="studio__icon" size={16} />
      <span className={`studio__label studio__label--${collapse}`}>{text}</span>
    </>
  )
}
