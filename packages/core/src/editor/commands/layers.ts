import { ensureLayers, ensureTracks, layerAt, tracksOf } from '../document.ts'
import type { Layer, LayerRef, TrackRef } from '../types.ts'
import {
  argsObject,
  integerIn,
  jsonValue,
  plainObject,
  resolveLayer,
  resolveLayers,
  resolveTrack,
} from './args.ts'
import { defineCommand } from './define.ts'
import { cloneJson } from './json.ts'
import { tracksPath } from './paths.ts'
import { checkValueAt } from './schema-check.ts'
import { translateLayer } from './translate.ts'
import { readableCopyKey } from './layer-keys.ts'

function byPositionDescending(a: { track: number; index: number }, b: typeof a): number {
  return b.track - a.track || b.index - a.index
}

/** Adds a layer (default `{}`) to a track at `index` (default: on top). Returns its key. */
export const addLayer = defineCommand({
  name: 'addLayer',
  validate(args: { track: TrackRef; layer?: Layer; index?: number }, doc, ctx) {
    argsObject(args)
    const track = resolveTrack(args.track, doc)
    const layer = args.layer === undefined ? {} : plainObject(args.layer, 'layer')
    jsonValue(layer, 'layer')
    const length = tracksOf(doc)[track]?.layers?.length ?? 0
    const index = args.index === undefined ? length : integerIn(args.index, 'index', 0, length)
    const given = layer.key
    const key =
      typeof given === 'string' && given !== '' && !ctx.locate(doc, given) ? given : ctx.newKey(doc)
    checkValueAt(doc, [...tracksPath(doc), track, 'layers', index], { ...layer, key }, 'layer')
    return { track, index, key }
  },
  perform(draft, args, plan) {
    const layer = { ...cloneJson(args.layer ?? {}), key: plan.key }
    ensureLayers(ensureTracks(draft)[plan.track]!).splice(plan.index, 0, layer)
    return plan.key
  },
})

export const removeLayers = defineCommand({
  name: 'removeLayers',
  validate(args: { layers: LayerRef[] }, doc, ctx) {
    argsObject(args)
    return resolveLayers(args.layers, doc, ctx).sort(byPositionDescending)
  },
  perform(draft, _args, locs) {
    const tracks = ensureTracks(draft)
    for (const loc of locs) tracks[loc.track]!.layers!.splice(loc.index, 1)
  },
})

/** How far a duplicate lands from its original, right and down (canvas px). */
export const DUPLICATE_OFFSET_PX = 20

/**
 * Copies layers (new keys, everything else kept), each right above its original and
 * DUPLICATE_OFFSET_PX right and down of it — its whole motion included — so it is seen, not
 * stacked exactly on the original.
 */
export const duplicateLayers = defineCommand({
  name: 'duplicateLayers',
  validate(args: { layers: LayerRef[] }, doc, ctx) {
    argsObject(args)
    const locs = resolveLayers(args.layers, doc, ctx)
    const taken = new Set<string>()
    const keys = locs.map((loc) => readableCopyKey(doc, layerAt(doc, loc).key, ctx, taken))
    const copies = locs.map((loc, i) => ({ loc, key: keys[i]! }))
    return { keys, copies: copies.sort((a, b) => byPositionDescending(a.loc, b.loc)) }
  },
  perform(draft, _args, plan) {
    const tracks = ensureTracks(draft)
    for (const { loc, key } of plan.copies) {
      const copy = { ...cloneJson(layerAt(draft, loc)), key }
      translateLayer(copy, DUPLICATE_OFFSET_PX, DUPLICATE_OFFSET_PX)
      tracks[loc.track]!.layers!.splice(loc.index + 1, 0, copy)
    }
    return plan.keys
  },
})

/** Moves a layer to `index` within its track (higher index draws on top). */
export const reorderLayer = defineCommand({
  name: 'reorderLayer',
  validate(args: { layer: LayerRef; index: number }, doc, ctx) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    const length = tracksOf(doc)[loc.track]!.layers!.length
    return { loc, to: integerIn(args.index, 'index', 0, length - 1) }
  },
  perform(draft, _args, { loc, to }) {
    const layers = ensureTracks(draft)[loc.track]!.layers!
    const [layer] = layers.splice(loc.index, 1)
    layers.splice(to, 0, layer!)
  },
})

/** Moves a layer to another track at `index` (default: on top). */
export const moveLayerToTrack = defineCommand({
  name: 'moveLayerToTrack',
  validate(args: { layer: LayerRef; track: TrackRef; index?: number }, doc, ctx) {
    argsObject(args)
    const from = resolveLayer(args.layer, doc, ctx)
    const track = resolveTrack(args.track, doc)
    const targetLength = tracksOf(doc)[track]?.layers?.length ?? 0
    const max = track === from.track ? targetLength - 1 : targetLength
    const index = args.index === undefined ? max : integerIn(args.index, 'index', 0, max)
    return { from, track, index }
  },
  perform(draft, _args, { from, track, index }) {
    const tracks = ensureTracks(draft)
    const [layer] = tracks[from.track]!.layers!.splice(from.index, 1)
    ensureLayers(tracks[track]!).splice(index, 0, layer!)
  },
})
