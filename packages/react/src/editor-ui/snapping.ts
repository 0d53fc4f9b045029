/** Axis-aligned box in canvas pixels. */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** A guide line at a canvas coordinate: `axis: 'x'` is a vertical line at x = `at`. */
export interface Guide {
  axis: 'x' | 'y'
  at: number
}

/** Candidate coordinates per axis; treated as immutable once passed to `snapBox`/`snapPoint`. */
export interface SnapTargets {
  xs: number[]
  ys: number[]
}

export interface SnapResult {
  /** Correction to add to the moved box (canvas pixels). */
  dx: number
  dy: number
  guides: Guide[]
}

/** Edges and centre of the canvas, and edges and centres of every other box. */
export function snapTargets(canvasW: number, canvasH: number, others: Box[]): SnapTargets {
  const xs = [0, canvasW / 2, canvasW]
  const ys = [0, canvasH / 2, canvasH]
  for (const b of others) {
    xs.push(b.x, b.x + b.w / 2, b.x + b.w)
    ys.push(b.y, b.y + b.h / 2, b.y + b.h)
  }
  return { xs: withSortedView(xs), ys: withSortedView(ys) }
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

function nearest(points: number[], targets: readonly number[], threshold: number) {
  const values = sortedView(targets)
  let best: { delta: number; at: number } | null = null
  for (const p of points) {
    // The closest target is the last below p or the first at or above it (below wins a tie).
    const i = lowerBound(values, p)
    for (let j = Math.max(0, i - 1); j <= i && j < values.length; j++) {
      const t = values[j]!
      const delta = t - p
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) {
        best = { delta, at: t }
      }
    }
  }
  return best
}

/**
 * Snap a moving box's edges and centre to the nearest target on each axis within `threshold`
 * canvas pixels (callers convert the screen-pixel threshold with the zoom).
 */
export function snapBox(box: Box, targets: SnapTargets, threshold: number): SnapResult {
  const sx = nearest([box.x, box.x + box.w / 2, box.x + box.w], targets.xs, threshold)
  const sy = nearest([box.y, box.y + box.h / 2, box.y + box.h], targets.ys, threshold)
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
  const sx = nearest([p.x], targets.xs, threshold)
  const sy = nearest([p.y], targets.ys, threshold)
  const guides: Guide[] = []
  if (sx) guides.push({ axis: 'x', at: sx.at })
  if (sy) guides.push({ axis: 'y', at: sy.at })
  return { dx: sx?.delta ?? 0, dy: sy?.delta ?? 0, guides }
}

/** Union of boxes; null for none. */
export function unionBox(boxes: Box[]): Box | null {
  if (boxes.length === 0) return null
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const b of boxes) {
    x0 = Math.min(x0, b.x)
    y0 = Math.min(y0, b.y)
    x1 = Math.max(x1, b.x + b.w)
    y1 = Math.max(y1, b.y + b.h)
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }
}

export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

/** Normalise a box dragged from (x0, y0) to (x1, y1) in any direction. */
export function boxFromPoints(x0: number, y0: number, x1: number, y1: number): Box {
  return { x: Math.min(x0, x1), y: Math.min(y0, y1), w: Math.abs(x1 - x0), h: Math.abs(y1 - y0) }
}

/** Axis-aligned bounds of a w×h box at (x, y) rotated by r degrees about its centre. */
export function rotatedBounds(x: number, y: number, w: number, h: number, r: number): Box {
  if (r % 360 === 0) return { x, y, w, h }
  const rad = (r * Math.PI) / 180
  const cos = Math.abs(Math.cos(rad))
  const sin = Math.abs(Math.sin(rad))
  const bw = w * cos + h * sin
  const bh = w * sin + h * cos
  const cx = x + w / 2
  const cy = y + h / 2
  return { x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh }
}
