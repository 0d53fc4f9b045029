import { layerExtent, sceneDuration, wordsExtent } from '../../evaluate/timing.ts'
import type { Layer } from '../../schema/layer.ts'
import { sceneOf, tracksOf, layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { LayerLocation } from '../types.ts'
import { argsObject } from './args.ts'
import { defineCommand } from './define.ts'

/** `m:ss.cc` (the timeline's format) for refusals: 2500 → "0:02.50". */
function formatSceneTime(ms: number): string {
  const total = Math.max(0, Math.round(ms / 10))
  return `${Math.floor(total / 6000)}:${((total % 6000) / 100).toFixed(2).padStart(5, '0')}`
}

function nameOf(layer: Layer): string {
  const own = (layer as { name?: unknown }).name
  return typeof own === 'string' && own.trim()
    ? own.trim()
    : `${layer.type || 'layer'} ${layer.key ?? ''}`.trim()
}

/** A clip whose words a duration change scales. */
export interface ScaledClip {
  loc: LayerLocation
  start: number
  /** The span its words are scaled from: [start, from) → [start, to). */
  from: number
}

/**
 * Maps a word time of a clip stretched from [start, from) to [start, to): times scale about the
 * clip's start, rounded to whole ms.
 */
export function scaleWordTime(t: number, start: number, from: number, to: number): number {
  if (from <= start) return t
  return Math.round(start + ((t - start) * (to - start)) / (from - start))
}

/**
 * The scene-duration rule's "Duration" change (see `semantics/scene-duration-rule.ts`): makes
 * the scene last `ms`, changing only the layers that set the duration —
 *
 * - longer: the layers that end at the current duration end at `ms` instead; when none does (a
 *   still, or a scene as long as its words or sound), the open-ended layers get `end = ms`;
 * - shorter: every layer reaching past `ms` is cut at `ms`;
 *
 * and the timed words of each changed layer (`subtitle.word_seq`, `prop.word_seq`) scale with
 * its clip about its start, so the subtitle keeps its pace relative to the clip. A media clip's
 * `prop.clip.end` follows a set end (as trimLayer). Refused, naming the layer, when a layer would
 * start at or after the new end, or when what is left still reaches past it.
 */
export const setSceneDuration = defineCommand({
  name: 'setSceneDuration',
  validate(args: { ms: number }, doc) {
    argsObject(args)
    if (typeof args.ms !== 'number' || !Number.isFinite(args.ms) || args.ms <= 0)
      invalid('the scene duration must be a number of seconds above 0')
    const target = Math.round(args.ms)
    const current = sceneDuration(sceneOf(doc))
    if (target === current) return { target, layers: [] as ScaledClip[] }
    const all: { loc: LayerLocation; layer: Layer }[] = []
    tracksOf(doc).forEach((track, t) =>
      (track.layers ?? []).forEach((layer, i) => {
        if (layer) all.push({ loc: { track: t, index: i }, layer })
      }),
    )
    let chosen: typeof all
    if (target > current) {
      chosen = all.filter(({ layer }) => current > 0 && layerExtent(layer).end === current)
      if (chosen.length === 0) chosen = all.filter(({ layer }) => layerExtent(layer).end === null)
    } else {
      chosen = all.filter(({ layer }) => layerExtent(layer).contentEnd > target)
    }
    if (chosen.length === 0) invalid('the scene has no layer whose end could change')
    const layers: ScaledClip[] = chosen.map(({ loc, layer }) => {
      const extent = layerExtent(layer)
      if (extent.start >= target) {
        invalid(
          `"${nameOf(layer)}" starts at ${formatSceneTime(extent.start)}, at or after the new ` +
            `end ${formatSceneTime(target)}; move or delete it first`,
        )
      }
      // Words are laid out over the clip's own span, or over the scene when it is open-ended.
      const from = extent.end ?? Math.max(current, wordsExtent(layer))
      return { loc, start: extent.start, from }
    })
    // What is left after the change (open-ended clips with a longer sound) must fit.
    const changed = new Set(layers.map(({ loc }) => `${loc.track}:${loc.index}`))
    for (const { loc, layer } of all) {
      if (changed.has(`${loc.track}:${loc.index}`)) continue
      const reach = layerExtent(layer).contentEnd
      if (reach > target) {
        invalid(
          `the words or sound of "${nameOf(layer)}" reach ${formatSceneTime(reach)}, past ` +
            formatSceneTime(target),
        )
      }
    }
    return { target, layers }
  },
  perform(draft, _args, { target, layers }) {
    for (const { loc, start, from } of layers) {
      const layer = layerAt(draft, loc)
      const timeline = (layer.timeline ??= {})
      const before = typeof timeline.end === 'number' && timeline.end > 0 ? timeline.end : 0
      timeline.end = target
      const clip = layer.prop?.clip
      if (clip && before > 0 && typeof clip.end === 'number' && clip.end > 0) {
        clip.end = Math.max(0, clip.end + target - before)
      }
      for (const words of [layer.subtitle?.word_seq, layer.prop?.word_seq]) {
        for (const word of words ?? []) {
          if (!word) continue
          if (typeof word.start === 'number' && Number.isFinite(word.start))
            word.start = scaleWordTime(word.start, start, from, target)
          if (typeof word.end === 'number' && Number.isFinite(word.end))
            word.end = scaleWordTime(word.end, start, from, target)
        }
      }
    }
  },
})
