import { layerAt } from '../document.ts'
import { ArgsProblem, invalid } from '../errors.ts'
import type { EditorDocument, Layer, LayerLocation, TrackRef } from '../types.ts'
import { isPlainObject, ensureLayers, ensureTracks, tracksOf } from '../document.ts'
import { argsObject, describe, integerIn, jsonValue, resolveTrack } from './args.ts'
import { defineCommand } from './define.ts'
import { cloneJson } from './json.ts'
import { tracksPath } from './paths.ts'
import { checkValueAt } from './schema-check.ts'
import { readableCopyKey } from './layer-keys.ts'
import { insertAll } from '../../collections/bounded.ts'
import { offsetCopies, pasteSlot } from './paste-placement.ts'

export const CLIPBOARD_KIND = 'podscene/layers'

/** Layers as clipboard JSON: `{"kind": "podscene/layers", "version": 1, "layers": [...]}`. */
export function layersToClipboard(doc: EditorDocument, locs: readonly LayerLocation[]): string {
  const layers = locs.map((loc) => layerAt(doc, loc))
  return JSON.stringify({ kind: CLIPBOARD_KIND, version: 1, layers })
}

/** Reads clipboard JSON: the podscene format, an array of layers, or one layer object. */
export function layersFromClipboard(json: string): Layer[] {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (error) {
    throw new ArgsProblem('invalid-json', `clipboard is not JSON: ${(error as Error).message}`)
  }
  const layers =
    isPlainObject(value) && Array.isArray(value.layers)
      ? value.layers
      : Array.isArray(value)
        ? value
        : [value]
  layers.forEach((layer, i) => {
    if (!isPlainObject(layer)) {
      throw new ArgsProblem(
        'invalid-json',
        `clipboard layer ${i} must be an object, got ${describe(layer)}`,
      )
    }
  })
  if (layers.length === 0) throw new ArgsProblem('invalid-json', 'clipboard holds no layers')
  return layers as Layer[]
}

/**
 * Inserts copies of layers (all fields kept, new keys) into a track at `index` (default: top).
 * Without a track: right above the originals in their track (else on the topmost visual track),
 * moved PASTE_OFFSET_PX right and down per paste, inside the canvas (paste-placement.ts).
 */
export const pasteLayers = defineCommand({
  name: 'pasteLayers',
  validate(args: { layers: Layer[]; track?: TrackRef; index?: number }, doc, ctx) {
    argsObject(args)
    if (!Array.isArray(args.layers) || args.layers.length === 0) {
      invalid(`layers must be a non-empty array, got ${describe(args.layers)}`)
    }
    args.layers.forEach((layer, i) => {
      if (!isPlainObject(layer)) invalid(`layers[${i}] must be an object, got ${describe(layer)}`)
    })
    jsonValue(args.layers, 'layers')
    const tracks = tracksOf(doc)
    // No track given: above the originals (or on the top visual track), moved off them.
    const auto = args.track === undefined
    const offset = auto ? offsetCopies(doc, args.layers) : null
    const slot = auto ? pasteSlot(doc, args.layers, offset!.earlier) : null
    const track = auto ? (slot?.track ?? -1) : resolveTrack(args.track, doc)
    const length = tracks[track]?.layers?.length ?? 0
    const index =
      args.index !== undefined
        ? integerIn(args.index, 'index', 0, length)
        : auto
          ? (slot?.index ?? 0)
          : length
    const placed = offset?.layers ?? args.layers
    const taken = new Set<string>()
    const layers = placed.map((layer) => ({
      ...cloneJson(layer),
      key: readableCopyKey(doc, (layer as { key?: unknown }).key, ctx, taken),
    }))
    const at = [...tracksPath(doc), Math.max(track, 0), 'layers']
    layers.forEach((layer, i) => checkValueAt(doc, [...at, index + i], layer, `layers[${i}]`))
    const newTrackKey = track < 0 ? ctx.newKey(doc, 'track') : undefined
    return { track, index, layers, newTrackKey }
  },
  perform(draft, _args, { track, index, layers, newTrackKey }) {
    const tracks = ensureTracks(draft)
    if (track < 0) tracks.push({ key: newTrackKey, layers: [] })
    insertAll(ensureLayers(tracks[track < 0 ? 0 : track]!), index, layers)
    return layers.map((l) => l.key as string)
  },
})
