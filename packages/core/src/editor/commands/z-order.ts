import { ensureLayers, ensureTracks, tracksOf } from '../document.ts'
import { tracksInDrawOrder } from '../../semantics/draw-order.ts'
import { invalid } from '../errors.ts'
import type { EditorDocument, Layer, LayerLocation, LayerRef } from '../types.ts'
import { argsObject, describe, resolveLayers } from './args.ts'
import { defineCommand } from './define.ts'
import { insertAll, pushAll } from '../../collections/bounded.ts'

export type ZOrderMove = 'forward' | 'backward' | 'front' | 'back'
const MOVES: readonly ZOrderMove[] = ['forward', 'backward', 'front', 'back']

/** The new order of a track's layer positions; selected layers keep their relative order. */
export function reorderPositions(
  length: number,
  selected: ReadonlySet<number>,
  move: ZOrderMove,
): number[] {
  const order = Array.from({ length }, (_, i) => i)
  const isSelected = (i: number) => selected.has(order[i]!)
  const swap = (i: number, j: number) => ([order[i], order[j]] = [order[j]!, order[i]!])
  if (move === 'front')
    return [...order.filter((i) => !selected.has(i)), ...order.filter((i) => selected.has(i))]
  if (move === 'back')
    return [...order.filter((i) => selected.has(i)), ...order.filter((i) => !selected.has(i))]
  if (move === 'forward') {
    for (let i = length - 2; i >= 0; i--) if (isSelected(i) && !isSelected(i + 1)) swap(i, i + 1)
  } else {
    for (let i = 1; i < length; i++) if (isSelected(i) && !isSelected(i - 1)) swap(i, i - 1)
  }
  return order
}

/** Where front/back puts the layers: the topmost (or bottom) track in draw order, at the end. */
function planAcrossTracks(doc: EditorDocument, locs: LayerLocation[], move: 'front' | 'back') {
  const tracks = tracksOf(doc)
  const order = tracksInDrawOrder(tracks)
  const rank = new Map(order.map((position, i) => [position, i]))
  const target = move === 'front' ? order.at(-1)! : order[0]!
  const sorted = [...locs].sort(
    (a, b) => rank.get(a.track)! - rank.get(b.track)! || a.index - b.index,
  )
  const length = tracks[target]!.layers?.length ?? 0
  const first = move === 'front' ? length - sorted.length : 0
  const inPlace = sorted.every((loc, i) => loc.track === target && loc.index === first + i)
  return inPlace ? null : { target, sorted }
}

/**
 * Moves layers up or down the draw order (a later layer draws on top). `forward`/`backward`: one
 * step within their own tracks. `front`/`back`: on top of everything drawn — the end of the
 * topmost track in draw order (or the start of the bottom one), keeping their relative order —
 * since a user who brings a layer to front expects to see it above every other layer.
 */
export const zOrder = defineCommand({
  name: 'zOrder',
  validate(args: { layers: LayerRef[]; move: ZOrderMove }, doc, ctx) {
    argsObject(args)
    if (!MOVES.includes(args.move))
      invalid(`move must be one of ${MOVES.join(', ')}, got ${describe(args.move)}`)
    const locs = resolveLayers(args.layers, doc, ctx) as LayerLocation[]
    if (args.move === 'front' || args.move === 'back') {
      return { across: planAcrossTracks(doc, locs, args.move), within: [] }
    }
    const byTrack = new Map<number, Set<number>>()
    for (const loc of locs) {
      const set = byTrack.get(loc.track) ?? new Set<number>()
      set.add(loc.index)
      byTrack.set(loc.track, set)
    }
    const tracks = tracksOf(doc)
    const within = [...byTrack].map(([track, selected]) => ({
      track,
      order: reorderPositions(tracks[track]!.layers!.length, selected, args.move),
    }))
    return { across: null, within }
  },
  perform(draft, args, { across, within }) {
    const tracks = ensureTracks(draft)
    if (across) {
      const moved = across.sorted.map((loc) => tracks[loc.track]!.layers![loc.index]!)
      const removal = [...across.sorted].sort((a, b) => b.track - a.track || b.index - a.index)
      for (const loc of removal) tracks[loc.track]!.layers!.splice(loc.index, 1)
      const layers = ensureLayers(tracks[across.target]!)
      if (args.move === 'front') pushAll(layers, moved)
      else insertAll(layers, 0, moved)
    }
    for (const { track, order } of within) {
      const layers = tracks[track]!.layers!
      const before: Layer[] = layers.slice()
      // Only moved positions are written, so patches stay small on long tracks.
      order.forEach((from, to) => {
        if (from !== to) layers[to] = before[from]!
      })
    }
  },
})
