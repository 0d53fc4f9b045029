import { compileKeyframes, sampleKeyframes } from '../../evaluate/keyframes.ts'
import type { Keyframe, Layer } from '../../schema/layer.ts'
import type { WordSeq } from '../../schema/word-seq.ts'
import { ANIMATABLE_PROPERTIES } from '../../semantics/time.ts'
import { layerOwnEnd, layerStart } from '../../semantics/time.ts'
import { ensureTracks, layerAt } from '../document.ts'
import { outOfRange } from '../errors.ts'
import type { LayerRef } from '../types.ts'
import { argsObject, finiteNumber, resolveLayer } from './args.ts'
import { defineCommand } from './define.ts'
import { cloneJson } from './json.ts'
import { wordListOf } from './word-list.ts'
import { readableCopyKey } from './layer-keys.ts'
import { copyName } from './copy-names.ts'
import { wordsText } from './words-text.ts'

/** The keyframe values at local time `t` (only the properties the keyframes animate). */
function sampledKeyframe(keyframes: readonly Keyframe[], t: number, func: string): Keyframe {
  const out = new Float64Array(ANIMATABLE_PROPERTIES.length).fill(NaN)
  const { packed } = compileKeyframes(keyframes)
  if (packed) sampleKeyframes(packed, t, out)
  const properties: Record<string, number> = {}
  ANIMATABLE_PROPERTIES.forEach((name, i) => {
    if (!Number.isNaN(out[i]!)) properties[name] = out[i]!
  })
  return { func, timestamp: t, properties }
}

/** The func easing the segment that holds local time t (the earlier keyframe's). */
function funcAt(keyframes: readonly Keyframe[], t: number): string {
  let best: Keyframe | undefined
  for (const kf of keyframes) {
    const ts = kf.timestamp ?? 0
    if (ts <= t && (!best || ts >= (best.timestamp ?? 0))) best = kf
  }
  return best?.func ?? 'linear'
}

/**
 * Splits keyframes at local time `at`: each part gets a keyframe at the cut holding the sampled
 * values, so both parts look as before (exact for linear and step segments; an eased segment
 * restarts its curve at the cut).
 */
function splitKeyframes(keyframes: readonly Keyframe[], at: number): [Keyframe[], Keyframe[]] {
  const cut = sampledKeyframe(keyframes, at, funcAt(keyframes, at))
  const before = keyframes.filter((kf) => (kf.timestamp ?? 0) < at)
  const exact = keyframes.filter((kf) => (kf.timestamp ?? 0) === at)
  const after = keyframes.filter((kf) => (kf.timestamp ?? 0) > at)
  const first = [...before, ...(exact.length > 0 ? exact : [cut])]
  const shifted = (kf: Keyframe) => ({ ...kf, timestamp: (kf.timestamp ?? 0) - at })
  const second = [...(exact.length > 0 ? exact : [cut]), ...after].map(shifted)
  return [cloneJson(first), cloneJson(second)]
}

/**
 * Words before scene time `at` (ended by then, or untimed) stay in the first part; words from
 * `at` on go to the second, the word the cut falls in starting at `at` (shown from there).
 */
function splitWords(words: readonly WordSeq[], at: number): [WordSeq[], WordSeq[]] {
  const before = (w: WordSeq) =>
    typeof w.start !== 'number' || (w.start < at && (typeof w.end !== 'number' || w.end <= at))
  const second = words.filter((w) => !before(w)).map((w) => cloneJson(w))
  for (const w of second) if (typeof w.start === 'number' && w.start < at) w.start = at
  return [words.filter(before), second]
}

/**
 * The two parts of a layer cut at scene time `at` (the second part gets `key`, and `name` for
 * a named layer). A subtitle's words are shared out at the cut and each part's `subtitle.text`
 * reads its own words.
 */
export function splitLayerParts(
  layer: Layer,
  at: number,
  key: string,
  name?: string,
): [Layer, Layer] {
  const first = cloneJson(layer)
  const second = { ...cloneJson(layer), key }
  if (name !== undefined) (second as { name?: string }).name = name
  const start = layerStart(layer)
  const local = at - start
  first.timeline = { ...first.timeline, end: at }
  second.timeline = { ...second.timeline, start: at }
  const keyframes = layer.timeline?.key_frames
  if (keyframes && keyframes.length > 0) {
    ;[first.timeline.key_frames, second.timeline.key_frames] = splitKeyframes(keyframes, local)
  }
  const cross = layer.timeline?.cross
  if (cross) {
    first.timeline.cross = { ...cloneJson(cross), out: [], out_time: 0 }
    second.timeline.cross = { ...cloneJson(cross), in: [], in_time: 0 }
  }
  const animation = layer.prop?.animationInfo
  if (animation) {
    delete first.prop!.animationInfo!.leave
    delete second.prop!.animationInfo!.enter
  }
  const clip = second.prop?.clip
  if (clip && typeof clip.start === 'number') clip.start += local
  if (clip && typeof layer.prop?.clip?.end === 'number' && first.prop?.clip) {
    first.prop.clip.end = (layer.prop.clip.start ?? 0) + local
  }
  const words = wordListOf(layer)
  if (words) {
    const [a, b] = splitWords(words.list, at)
    words.set(first, a)
    words.set(second, b)
    if (typeof layer.subtitle?.text === 'string') {
      first.subtitle!.text = a.length > 0 ? wordsText(a) : layer.subtitle.text
      second.subtitle!.text = b.length > 0 ? wordsText(b) : layer.subtitle.text
    }
  }
  return [first, second]
}

/** Cuts a layer at scene time `at` into two layers; the second is inserted above with a new key. */
export const splitLayer = defineCommand({
  name: 'splitLayer',
  validate(args: { layer: LayerRef; at: number }, doc, ctx) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    const at = finiteNumber(args.at, 'at', 0)
    const layer = layerAt(doc, loc)
    const start = layerStart(layer)
    const end = layerOwnEnd(layer)
    if (at <= start || (end !== null && at >= end)) {
      outOfRange(`at must be inside the layer's span (${start}, ${end ?? '∞'}), got ${at}`)
    }
    const own = (layer as { name?: unknown }).name
    const name =
      typeof own === 'string' && own.trim() !== '' ? copyName(doc, own.trim()) : undefined
    return { loc, parts: splitLayerParts(layer, at, readableCopyKey(doc, layer.key, ctx), name) }
  },
  perform(draft, _args, { loc, parts }) {
    ensureTracks(draft)[loc.track]!.layers!.splice(loc.index, 1, parts[0], parts[1])
    return parts[1].key as string
  },
})
