import { layerOwnEnd, layerStart } from '../../semantics/time.ts'
import { layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { LayerRef } from '../types.ts'
import { argsObject, finiteNumber, resolveLayer } from './args.ts'
import { defineCommand } from './define.ts'

export interface Span {
  start?: number
  end?: number
}

/** Checks a new span: start/end finite ≥ 0, end 0 (open-ended) or after start. */
function checkSpan(
  args: Span,
  current: { start: number; end: number },
): { start: number; end: number } {
  if (args.start === undefined && args.end === undefined) invalid('give start and/or end')
  const start = args.start === undefined ? current.start : finiteNumber(args.start, 'start', 0)
  const end = args.end === undefined ? current.end : finiteNumber(args.end, 'end', 0)
  if (end !== 0 && end <= start) {
    invalid(`end must be 0 (lasts the whole scene) or after start ${start}, got ${end}`)
  }
  return { start, end }
}

function currentSpan(layer: Parameters<typeof layerStart>[0]): { start: number; end: number } {
  return { start: layerStart(layer), end: layerOwnEnd(layer) ?? 0 }
}

/** Moves or resizes a layer's span; keyframes stay relative to its start (they move with it). */
export const setTimeline = defineCommand({
  name: 'setTimeline',
  validate(args: { layer: LayerRef } & Span, doc, ctx) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    checkSpan(args, currentSpan(layerAt(doc, loc)))
    return loc
  },
  perform(draft, args, loc) {
    const timeline = (layerAt(draft, loc).timeline ??= {})
    if (args.start !== undefined) timeline.start = args.start
    if (args.end !== undefined) timeline.end = args.end
  },
})

/**
 * Trims a layer: content stays where it is in scene time. Moving the start shifts keyframe
 * timestamps back by the same amount and the media clip's start forward (clamped at 0);
 * moving a set end changes a media clip's end by the same amount.
 */
export const trimLayer = defineCommand({
  name: 'trimLayer',
  validate(args: { layer: LayerRef } & Span, doc, ctx) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    const before = currentSpan(layerAt(doc, loc))
    const after = checkSpan(args, before)
    return { loc, before, after }
  },
  perform(draft, _args, { loc, before, after }) {
    const layer = layerAt(draft, loc)
    const timeline = (layer.timeline ??= {})
    const startShift = after.start - before.start
    if (after.start !== before.start) timeline.start = after.start
    if (after.end !== before.end) timeline.end = after.end
    if (startShift !== 0) {
      for (const kf of timeline.key_frames ?? []) {
        if (typeof kf.timestamp === 'number') kf.timestamp -= startShift
      }
    }
    const clip = layer.prop?.clip
    if (clip && startShift !== 0 && typeof clip.start === 'number') {
      clip.start = Math.max(0, clip.start + startShift)
    }
    const endShift = after.end - before.end
    const bothEnded = before.end > 0 && after.end > 0
    if (clip && endShift !== 0 && bothEnded && typeof clip.end === 'number' && clip.end > 0) {
      clip.end = Math.max(0, clip.end + endShift)
    }
  },
})
