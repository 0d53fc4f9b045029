import type { EvaluatedLayer } from '../evaluate/types.ts'
import { boxPointToCanvas, layerBox } from '../semantics/geometry.ts'
import type { LintContext, LintLayer } from './context.ts'
import { scanLayer, stateAt } from './time-ranges.ts'
import { maxOf, minOf } from '../collections/bounded.ts'

/** Layer types that draw nothing on the canvas. */
export const SOUND_ONLY_TYPES = new Set(['audio'])

/** Axis-aligned bounds of the layer's rotated, scaled box in canvas pixels. */
export function canvasBounds(state: EvaluatedLayer) {
  const box = layerBox(state)
  const corners = [
    boxPointToCanvas(box, 0, 0),
    boxPointToCanvas(box, box.w, 0),
    boxPointToCanvas(box, 0, box.h),
    boxPointToCanvas(box, box.w, box.h),
  ]
  const xs = corners.map((p) => p.x)
  const ys = corners.map((p) => p.y)
  return {
    left: minOf(xs),
    right: maxOf(xs),
    top: minOf(ys),
    bottom: maxOf(ys),
  }
}

const round = (n: number) => Math.round(n)

/** `off-canvas`: a visible, non-transparent layer whose whole box lies outside the canvas. */
export function checkOffCanvas(ctx: LintContext, layer: LintLayer): void {
  const canvas = ctx.canvas
  if (SOUND_ONLY_TYPES.has(layer.entry.type)) return
  const outside = (s: EvaluatedLayer) => {
    // Transparent layers do not show; empty boxes are zero-size's to report.
    if (s.alpha <= 0 || !(s.w * s.scale > 0) || !(s.h * s.scale > 0)) return false
    const b = canvasBounds(s)
    return b.right <= 0 || b.left >= canvas.width || b.bottom <= 0 || b.top >= canvas.height
  }
  for (const range of scanLayer(ctx, layer, outside)) {
    const state = stateAt(ctx, layer, range.start)
    const b = canvasBounds(state)
    ctx.report({
      path: layer.path,
      code: 'off-canvas',
      message:
        `the layer is entirely outside the ${canvas.width}×${canvas.height} canvas ` +
        `(its box spans x ${round(b.left)}…${round(b.right)}, y ${round(b.top)}…${round(b.bottom)}): ` +
        `move it (x, y or its keyframes) onto the canvas, or end it sooner`,
      startMs: range.start,
      endMs: range.end,
    })
  }
}
