import { tracksInDrawOrder } from '../../semantics/draw-order.ts'
import { ensureLayers, ensureTracks, tracksOf } from '../document.ts'
import type { Layer, Track } from '../types.ts'
import { invalid } from '../errors.ts'
import { argsObject, describe, jsonValue, plainObject, stringValue } from './args.ts'
import { defineCommand } from './define.ts'
import { cloneJson } from './json.ts'
import { tracksPath } from './paths.ts'
import { checkValueAt } from './schema-check.ts'
import { nextTrackIndex } from './tracks.ts'
import { readableLayerKey } from './layer-keys.ts'

/** Position of the topmost track (draw order) whose `type` is `kind`, or -1. */
function topmostTrackOfKind(tracks: readonly (Track | null | undefined)[], kind: string): number {
  const order = tracksInDrawOrder(tracks)
  for (let i = order.length - 1; i >= 0; i--) {
    if (tracks[order[i]!]?.type === kind) return order[i]!
  }
  return -1
}

/**
 * Inserts a new layer the way an editor's "Insert" does: on top of the topmost track of its kind
 * (`track.type === layer.type`), or of a new track of that kind added on top; with a readable
 * unique key (`text-1`, `text-2`…). One undo step. Returns the key and the track's position.
 */
export const insertLayer = defineCommand({
  name: 'insertLayer',
  validate(args: { layer: Layer }, doc, ctx) {
    argsObject(args)
    const layer = plainObject(args.layer, 'layer')
    jsonValue(layer, 'layer')
    const kind = stringValue(layer.type, 'layer.type')
    if (kind === '') invalid(`layer.type must be a non-empty string, got ${describe(kind)}`)
    const key = readableLayerKey(doc, kind, ctx)
    const tracks = tracksOf(doc)
    let track = topmostTrackOfKind(tracks, kind)
    let newTrack: Track | undefined
    if (track < 0) {
      track = tracks.length
      newTrack = { key: ctx.newKey(doc, 'track'), type: kind, layers: [] }
      const index = tracks.length === 0 ? 0 : nextTrackIndex(doc)
      if (index !== undefined) newTrack.index = index
      checkValueAt(doc, [...tracksPath(doc), track], newTrack, 'track')
    }
    const index = newTrack ? 0 : (tracks[track]?.layers?.length ?? 0)
    const inserted = { ...cloneJson(layer), key }
    checkValueAt(doc, [...tracksPath(doc), track, 'layers', index], inserted, 'layer')
    return { key, track, index, layer: inserted, newTrack }
  },
  perform(draft, _args, plan) {
    const tracks = ensureTracks(draft)
    if (plan.newTrack) tracks.push(cloneJson(plan.newTrack))
    ensureLayers(tracks[plan.track]!).splice(plan.index, 0, plan.layer)
    return { key: plan.key, track: plan.track }
  },
})
