import { memo } from 'react'
import type { ClipModel, Span } from './timeline-types.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

export interface KeyframeLaneToggleProps {
  clip: ClipModel
  /** The span the clip is drawn at (its preview during a gesture). */
  span: Span
  fillEnd: number
  pxPerMs: number
  /** The clip's top in its row, and its height. */
  top: number
  height: number
  expanded: boolean
  onToggle(key: string): void
}

/**
 * The disclosure button of a clip with keyframes ("Keyframes of <name>", aria-expanded), drawn
 * over the clip's right end beside the trim handle; it opens the clip's keyframe lane. Memoised
 * like the clip: a timeline render for another clip's edit does not render it again.
 */
export const KeyframeLaneToggle = memo(function KeyframeLaneToggle({
  clip,
  span,
  fillEnd,
  pxPerMs,
  top,
  height,
  expanded,
  onToggle,
}: KeyframeLaneToggleProps) {
  const t = useTranslations().keyframeLane
  const end = span.end ?? Math.max(fillEnd, span.start)
  const size = Math.min(18, height - 6)
  const left = Math.max(span.start * pxPerMs + 2, end * pxPerMs - 10 - size)
  return (
    <button
      type="button"
      className="ps-keyframe-lane__toggle"
      style={{ left, top: top + (height - size) / 2, width: size, height: size }}
      aria-label={formatMessage(t.toggle, { name: clip.name })}
      aria-expanded={expanded}
      title={expanded ? t.hideLane : t.showLane}
      onPointerDown={(e) => e.stopPropagation()}
      onClick={() => onToggle(clip.key)}
    >
      <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
    </button>
  )
})
