import { ensureTracks, tracksOf, trackAt } from '../document.ts'
import type { Track, TrackRef } from '../types.ts'
import type { CommandContext, EditorDocument } from '../types.ts'
import { argsObject, integerIn, plainObject, resolveTrack } from './args.ts'
import { defineCommand } from './define.ts'
import { cloneJson } from './json.ts'
import { tracksPath } from './paths.ts'
import { checkValueAt } from './schema-check.ts'
import { maxOf } from '../../collections/bounded.ts'

/**
 * Tracks draw by ascending `index`. After a track is added, copied or moved, the array order
 * becomes the draw order: when every track has a numeric `index`, the same set of values is
 * reassigned in array order. Otherwise `index` fields are left alone.
 */
function renumber(tracks: Track[]): void {
  const values = tracks.map((t) => t.index)
  if (!values.every((v) => typeof v === 'number' && Number.isFinite(v))) return
  const sorted = (values as number[]).sort((a, b) => a - b)
  tracks.forEach((t, i) => {
    if (t.index !== sorted[i]) t.index = sorted[i]
  })
}

/** One more than the highest numeric track `index`, or undefined when no track has one. */
export function nextTrackIndex(doc: EditorDocument): number | undefined {
  const values = tracksOf(doc)
    .map((t) => t?.index)
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  return values.length === 0 ? undefined : maxOf(values) + 1
}

/** A copy of a track with new keys for it and its layers; `keepGiven` keeps unused given keys. */
function keyedTrack(
  track: Track,
  doc: EditorDocument,
  ctx: CommandContext,
  keepGiven: boolean,
): Track {
  const copy = cloneJson(track)
  const used = new Set<string>()
  const usable = (key: unknown, taken: (k: string) => boolean): key is string =>
    keepGiven && typeof key === 'string' && key !== '' && !used.has(key) && !taken(key)
  copy.key = usable(copy.key, (k) => tracksOf(doc).some((t) => t?.key === k))
    ? copy.key
    : ctx.newKey(doc, 'track')
  for (const layer of copy.layers ?? []) {
    if (!usable(layer.key, (k) => ctx.locate(doc, k) !== undefined)) layer.key = ctx.newKey(doc)
    used.add(layer.key as string)
  }
  return copy
}

/** Adds a track (default: an empty one) at `index` (default: on top). Returns its position. */
export const addTrack = defineCommand({
  name: 'addTrack',
  validate(args: { track?: Track; index?: number }, doc, ctx) {
    argsObject(args)
    const given = args.track === undefined ? { layers: [] } : plainObject(args.track, 'track')
    const length = tracksOf(doc).length
    const position = args.index === undefined ? length : integerIn(args.index, 'index', 0, length)
    checkValueAt(doc, [...tracksPath(doc), position], given, 'track')
    const track = keyedTrack(given as Track, doc, ctx, true)
    if (track.index === undefined) {
      const index = nextTrackIndex(doc)
      if (index !== undefined) track.index = index
    }
    return { track, position }
  },
  perform(draft, _args, { track, position }) {
    const tracks = ensureTracks(draft)
    tracks.splice(position, 0, track)
    renumber(tracks)
    return position
  },
})

export const removeTrack = defineCommand({
  name: 'removeTrack',
  validate(args: { track: TrackRef }, doc) {
    argsObject(args)
    return resolveTrack(args.track, doc)
  },
  perform(draft, _args, position) {
    ensureTracks(draft).splice(position, 1)
  },
})

/** Copies a track and its layers with new keys, right above the original. Returns its position. */
export const duplicateTrack = defineCommand({
  name: 'duplicateTrack',
  validate(args: { track: TrackRef }, doc, ctx) {
    argsObject(args)
    const position = resolveTrack(args.track, doc)
    const copy = keyedTrack(trackAt(doc, position), doc, ctx, false)
    const index = nextTrackIndex(doc)
    if (index !== undefined && typeof copy.index === 'number') copy.index = index
    return { copy, position: position + 1 }
  },
  perform(draft, _args, { copy, position }) {
    const tracks = ensureTracks(draft)
    tracks.splice(position, 0, copy)
    renumber(tracks)
    return position
  },
})

/** Moves a track to position `index` in the tracks array (and in draw order). */
export const reorderTrack = defineCommand({
  name: 'reorderTrack',
  validate(args: { track: TrackRef; index: number }, doc) {
    argsObject(args)
    const from = resolveTrack(args.track, doc)
    return { from, to: integerIn(args.index, 'index', 0, tracksOf(doc).length - 1) }
  },
  perform(draft, _args, { from, to }) {
    const tracks = ensureTracks(draft)
    const [track] = tracks.splice(from, 1)
    tracks.splice(to, 0, track!)
    renumber(tracks)
  },
})
