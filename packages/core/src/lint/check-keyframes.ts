import { keyframeTime } from '../semantics/keyframe-rules.ts'
import type { LintContext, LintLayer } from './context.ts'

/** `keyframe-outside-span`: a keyframe timestamp before 0 or after the layer's length. */
export function checkKeyframes(ctx: LintContext, layer: LintLayer): void {
  const { entry } = layer
  const end = entry.end ?? (ctx.compiled.still ? null : ctx.durationMs)
  const length = end === null ? null : Math.max(0, end - entry.start)
  layer.layer.timeline?.key_frames?.forEach((kf, i) => {
    // A keyframe without a timestamp sits at 0 (core's one rule), inside every span.
    const ts = keyframeTime(kf)
    const before = ts < 0
    const after = length !== null && ts > length
    if (!before && !after) return
    const at = entry.start + (before ? 0 : (length ?? 0))
    const range = `[0, ${length ?? '∞'}]`
    const fix = before
      ? 'give it a timestamp of 0 or more (timestamps are ms after the layer starts)'
      : `move it to ${length} ms or earlier, or make timeline.end at least ${entry.start + ts}`
    ctx.report({
      path: ctx.at(layer, 'timeline', 'key_frames', i, 'timestamp'),
      code: 'keyframe-outside-span',
      message: `keyframe at ${ts} ms is outside the layer's span ${range} (ms after its start ${entry.start}), so it is never reached: ${fix}`,
      startMs: at,
      endMs: at,
    })
  })
}
