/**
 * Text for the eye only, inside a control that has its own accessible name: a kind badge, a
 * shortcut hint, an animation's name on a clip. It is drawn as generated content
 * (`[data-visual-text]::after` in styles.css), hidden from assistive tech, and so not part of the
 * control's visible label, which must be found in its accessible name (WCAG 2.5.3 "Label in
 * name", axe `label-content-name-mismatch`).
 */
export function VisualText({
  text,
  className,
  as: Tag = 'span',
}: {
  text: string
  className?: string
  as?: 'span' | 'kbd'
}) {
  return <Tag className={className} aria-hidden="true" data-visual-text={text} />
}
