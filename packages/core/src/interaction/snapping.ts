import type { Box } from './geometry.ts'

/** A guide line at a canvas coordinate: `axis: 'x'` is a vertical line at x = `at`. */
export interface Guide {
  axis: 'x' | 'y'
  at: number
}

/** Candidate coordinates per axis; treated as immutable once passed to `snapBox`/`snapPoint`. */
export interface SnapTargets {
  xs: number[]
  ys: number[]
  /** Spacing of a grid (canvas px, lines at every multiple on both axes) also snapped to. */
  grid?: number
}

/**
 * What the designer placed to snap to besides the canvas and the layers (UI state, never in the
 * document): ruler guides, and a grid's spacing in canvas px when "Snap to grid" is on.
 */
export interface SnapAids {
  guides: readonly Guide[]
  /** Grid spacing in canvas px; null or absent: no grid snapping. */
  grid?: number | null
}

export interface SnapResult {
  /** Correction to add to the moved box (canvas pixels). */
  dx: number
  dy: number
  guides: Guide[]
}

/**
 * Edges and centre of the canvas, edges and centres of every other box, and the designer's
 * guides and grid (`aids`), which snap like layer edges.
 */
export function snapTargets(
  canvasW: number,
  canvasH: number,
  others: readonly Box[],
  aids?: SnapAids,
): SnapTargets {
  const xs = [0, canvasW / 2, canvasW]
  const ys = [0, canvasH / 2, canvasH]
  for (const b of others) {
    xs.push(b.x, b.x + b.w / 2, b.x + b.w)
    ys.push(b.y, b.y + b.h / 2, b.y + b.h)
  }
  for (const guide of aids?.guides ?? []) {
    if (Number.isFinite(guide.at)) (guide.axis === 'x' ? xs : ys).push(guide.at)
  }
  const grid = aids?.grid
  const targets: SnapTargets = { xs: withSortedView(xs), ys: withSortedView(ys) }
  if (grid !== undefined && grid !== null && Number.isFinite(grid) && grid > 0) targets.grid = grid
  return targets
}

// Sorted copies of target arrays, made once per array: a drag snaps every frame against the
// same targets, so each frame is a binary search instead of a scan of every layer's edges.
const sortedTargets = new WeakMap<readonly number[], Float64Array>()

function withSortedView(targets: number[]): number[] {
  sortedTargets.set(targets, Float64Array.from(targets).sort())
  return targets
}

function sortedView(targets: readonly number[]): Float64Array {
  let view = sortedTargets.get(targets)
  if (!view) {
    view = Float64Array.from(targets).sort()
    sortedTargets.set(targets, view)
  }
  return view
}

/** Index of the first value ≥ `p` in ascending `values` (values.length when none). */
function lowerBound(values: Float64Array, p: number): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (values[mid]! < p) lo = mid + 1
    else hi = mid
  }
  return lo
}

function nearest(
  points: number[],
  targets: readonly number[],
  threshold: number,
  grid: number | undefined,
) {
  const values = sortedView(targets)
  let best: { delta: number; at: number } | null = null as { delta: number; at: number } | null
  const consider = (p: number, t: number) => {
    const delta = t - p
    if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) {
      best = { delta, at: t }
    }
  }
  for (const p of points) {
    // The closest target is the last below p or the first at or above it (below wins a tie).
    const i = lowerBound(values, p)
    for (let j = Math.max(0, i - 1); j <= i && j < values.length; j++) consider(p, values[j]!)
    // Then the nearest grid line: an edge or a guide as near wins.
    if (grid !== undefined) consider(p, Math.round(p / grid) * grid)
  }
  return best
}

/**
 * Snap a moving box's edges and centre to the nearest target on each axis within `threshold`
 * canvas pixels (callers convert the screen-pixel threshold with the zoom).
 */
export function snapBox(box: Box, targets: SnapTargets, threshold: number): SnapResult {
  const sx = nearest([box.x, box.x + box.w / 2, box.x + box.w], targets.xs, threshold, targets.grid)
  const sy = nearest([box.y, box.y + box.h / 2, box.y + box.h], targets.ys, threshold, targets.grid)
  const guides: Guide[] = []
  if (sx) guides.push({ axis: 'x', at: sx.at })
  if (sy) guides.push({ axis: 'y', at: sy.at })
  return { dx: sx?.delta ?? 0, dy: sy?.delta ?? 0, guides }
}

/** Snap a single point (a resize anchor) to the targets. */
export function snapPoint(
  p: { x: number; y: number },
  targets: SnapTargets,
  threshold: number,
): SnapResult {
  const sx = nearest([p.x], targets.xs, threshold, targets.grid)
  const sy = nearest([p.y], targets.ys, threshold, targets.grid)
  const guides: Guide[] = []
  if (sx) guides.push({ axis: 'x', at: sx.at })
  if (sy) guides.push({ axis: 'y', at: sy.at })
  return { dx: sx?.delta ?? 0, dy: sy?.delta ?? 0, guides }
}
