import { layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { LayerRef } from '../types.ts'
import { argsObject, finiteNumber, resolveLayer } from './args.ts'
import { defineCommand } from './define.ts'

export interface Geometry {
  x?: number
  y?: number
  w?: number
  h?: number
  r?: number
}

export const GEOMETRY_FIELDS = ['x', 'y', 'w', 'h', 'r'] as const

/** Checks a partial geometry: at least one field, finite numbers, w and h ≥ 0. */
export function checkGeometry(args: Geometry): Geometry {
  const geometry: Geometry = {}
  for (const field of GEOMETRY_FIELDS) {
    const value = args[field]
    if (value === undefined) continue
    geometry[field] = finiteNumber(value, field, field === 'w' || field === 'h' ? 0 : undefined)
  }
  if (Object.keys(geometry).length === 0) invalid('give at least one of x, y, w, h, r')
  return geometry
}

/** Sets a layer's x, y, w, h (canvas pixels) and r (degrees); fields not given are kept. */
export const setGeometry = defineCommand({
  name: 'setGeometry',
  validate(args: { layer: LayerRef } & Geometry, doc, ctx) {
    argsObject(args)
    return { loc: resolveLayer(args.layer, doc, ctx), geometry: checkGeometry(args) }
  },
  perform(draft, _args, { loc, geometry }) {
    Object.assign(layerAt(draft, loc), geometry)
  },
})
