import type { EvaluatedLayer } from '../evaluate/types.ts'
import type { LintContext, LintLayer } from './context.ts'
import { SOUND_ONLY_TYPES } from './check-off-canvas.ts'
import { scanLayer, stateAt } from './time-ranges.ts'

const drawnSize = (s: EvaluatedLayer) => ({ w: s.w * s.scale, h: s.h * s.scale })

/** `zero-size`: a visible layer (not audio) whose drawn width or height is 0 or less. */
export function checkZeroSize(ctx: LintContext, layer: LintLayer): void {
  if (SOUND_ONLY_TYPES.has(layer.entry.type)) return
  const empty = (s: EvaluatedLayer) => {
    const { w, h } = drawnSize(s)
    return !(w > 0) || !(h > 0)
  }
  for (const range of scanLayer(ctx, layer, empty)) {
    const state = stateAt(ctx, layer, range.start)
    const { w, h } = drawnSize(state)
    const own = layer.layer
    const field = !(typeof own.w === 'number' && own.w > 0)
      ? 'w'
      : !(typeof own.h === 'number' && own.h > 0)
        ? 'h'
        : null
    const cause = field
      ? `${field} is ${own[field] ?? 'missing'}`
      : 'its keyframes shrink it to nothing'
    ctx.report({
      path: field ? ctx.at(layer, field) : ctx.at(layer, 'timeline', 'key_frames'),
      code: 'zero-size',
      message:
        `the layer is drawn ${Math.round(w)}×${Math.round(h)} px, so it does not show (${cause}): ` +
        `give it a width and height above 0 (and keyframe w, h, scale above 0), or remove it`,
      startMs: range.start,
      endMs: range.end,
    })
  }
}
