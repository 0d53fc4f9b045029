import type { Layer } from '../../schema/layer.ts'
import { layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { LayerRef } from '../types.ts'
import { argsObject, finiteNumber, resolveLayers } from './args.ts'
import { defineCommand } from './define.ts'

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/**
 * Moves a layer (a draft) by (dx, dy) canvas pixels. Keyframes hold absolute x/y that override
 * the layer's own, so every keyframed x/y moves by the same delta and the whole motion path
 * moves with the layer. Fields that are not numbers are left as they are (a missing x counts as
 * 0 for the layer itself, as evaluation does); unknown fields are untouched.
 */
export function translateLayer(layer: Layer, dx: number, dy: number): void {
  if (dx !== 0) layer.x = (finite(layer.x) ? layer.x : 0) + dx
  if (dy !== 0) layer.y = (finite(layer.y) ? layer.y : 0) + dy
  for (const keyframe of layer.timeline?.key_frames ?? []) {
    const props = keyframe?.properties
    if (!props) continue
    if (dx !== 0 && finite(props.x)) props.x += dx
    if (dy !== 0 && finite(props.y)) props.y += dy
  }
}

/** Moves layers by (dx, dy) canvas pixels, keyframed positions included (one step). */
export const translateLayers = defineCommand({
  name: 'translateLayers',
  validate(args: { layers: LayerRef[]; dx: number; dy: number }, doc, ctx) {
    argsObject(args)
    if (args.dx === undefined && args.dy === undefined) invalid('give dx or dy')
    const dx = finiteNumber(args.dx ?? 0, 'dx')
    const dy = finiteNumber(args.dy ?? 0, 'dy')
    return { locs: resolveLayers(args.layers, doc, ctx), dx, dy }
  },
  perform(draft, _args, { locs, dx, dy }) {
    for (const loc of locs) translateLayer(layerAt(draft, loc), dx, dy)
  },
})
