import type { BezierPoints } from './easing-choices.ts'
import { curvePath } from './easing-choices.ts'

/** A small drawing of an easing curve (decorative; the menu item carries the name). */
export function EasingCurveIcon({
  curve,
  size = 18,
}: {
  curve: BezierPoints | 'step'
  size?: number
}) {
  const pad = 2
  return (
    <svg
      className="ps-easing-icon"
      width={size + 2 * pad}
      height={size + 2 * pad}
      viewBox={`0 0 ${size + 2 * pad} ${size + 2 * pad}`}
      aria-hidden="true"
    >
      <path d={curvePath(curve, size, pad)} className="ps-easing-icon__curve" />
    </svg>
  )
}
