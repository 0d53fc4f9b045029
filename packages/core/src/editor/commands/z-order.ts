import { ensureTracks, tracksOf } from '../document.ts'
import { invalid } from '../errors.ts'
import type { Layer, LayerLocation, LayerRef } from '../types.ts'
import { argsObject, describe, resolveLayers } from './args.ts'
import { defineCommand } from './define.ts'

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

/**
 * Moves layers up or down the draw order within their own tracks (a later layer draws on top):
 * one step (`forward`/`backward`) or to the end (`front`/`back`).
 */
export const zOrder = defineCommand({
  name: 'zOrder',
  validate(args: { layers: LayerRef[]; move: ZOrderMove }, doc, ctx) {
    argsObject(args)
    if (!MOVES.includes(args.move))
      invalid(`move must be one of ${MOVES.join(', ')}, got ${describe(args.move)}`)
    const byTrack = new Map<number, Set<number>>()
    for (const loc of resolveLayers(args.layers, doc, ctx) as LayerLocation[]) {
      const set = byTrack.get(loc.track) ?? new Set<number>()
      set.add(loc.index)
      byTrack.set(loc.track, set)
    }
    const tracks = tracksOf(doc)
    return [...byTrack].map(([track, selected]) => ({
      track,
      order: reorderPositions(tracks[track]!.layers!.length, selected, args.move),
    }))
  },
  perform(draft, _args, plan) {
    const tracks = ensureTracks(draft)
    for (const { track, order } of plan) {
      const layers = tracks[track]!.layers!
      const before: Layer[] = layers.slice()
      // Only moved positions are written, so patches stay small on long tracks.
      order.forEach((from, to) => {
        if (from !== to) layers[to] = before[from]!
      })
    }
  },
})
