import { NAMED_CUBIC_BEZIERS, parseCubicBezier, parseEasing } from '@podscene/core'

/** Control points of a cubic-bezier curve: x1, y1, x2, y2 (x within 0–1). */
export type BezierPoints = readonly [number, number, number, number]

/** The named easings (docs site: “Time and keyframes”), in menu order (`cubic-bezier(…)` is the curve editor). */
export const EASING_NAMES = [
  'linear',
  ...(Object.keys(NAMED_CUBIC_BEZIERS) as (keyof typeof NAMED_CUBIC_BEZIERS)[]),
  'step',
  'hold',
] as const

const LINEAR_POINTS: BezierPoints = [0, 0, 1, 1]

/**
 * The curve a keyframe's `func` draws (through core's parser): a named or written cubic-bezier's
 * points, linear's straight line, or `'step'`. Unknown names draw as linear, as they evaluate.
 */
export function easingCurve(func: string | null | undefined): BezierPoints | 'step' {
  const parsed = parseEasing(func)
  if (parsed.kind === 'step') return 'step'
  if (!parsed.known || parsed.kind === 'linear') return LINEAR_POINTS
  const name = (func ?? '').trim().toLowerCase()
  const named = (NAMED_CUBIC_BEZIERS as Record<string, BezierPoints>)[name]
  if (named) return named
  const written = parseCubicBezier(name)
  return 'points' in written ? written.points : LINEAR_POINTS
}

/** Control points to start the curve editor from: the keyframe's curve, or linear. */
export function editablePoints(func: string | null | undefined): BezierPoints {
  const curve = easingCurve(func)
  return curve === 'step' ? LINEAR_POINTS : curve
}

/** Rounds to 3 decimals (what the editor stores and shows). */
export function roundPoint(v: number): number {
  return Math.round(v * 1000) / 1000
}

/** The stored form of a curve: `cubic-bezier(a, b, c, d)` (the CSS form core parses). */
export function cubicBezierFunc(points: BezierPoints): string {
  return `cubic-bezier(${points.map(roundPoint).join(', ')})`
}

/** The curve's SVG path in a 0–1 box with y up, scaled to `size` px (step: a hold then a jump). */
export function curvePath(
  curve: BezierPoints | 'step',
  size: number,
  padX = 0,
  padY = padX,
): string {
  const X = (x: number) => padX + x * size
  const Y = (y: number) => padY + (1 - y) * size
  if (curve === 'step') return `M${X(0)} ${Y(0)}H${X(1)}V${Y(1)}`
  const [a, b, c, d] = curve
  return `M${X(0)} ${Y(0)}C${X(a)} ${Y(b)} ${X(c)} ${Y(d)} ${X(1)} ${Y(1)}`
}
