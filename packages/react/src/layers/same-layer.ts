import type { EvaluatedLayer } from '@podscene/core'

/**
 * True when two evaluations of a layer draw the same content inside the layer box. Placement
 * (x, y, r, alpha, scale, flip, transitions) is left out: it is applied to the Konva group
 * without re-rendering the layer.
 */
export function sameLayerContent(a: EvaluatedLayer, b: EvaluatedLayer): boolean {
  if (a === b) return true
  return (
    a.source === b.source &&
    a.key === b.key &&
    a.type === b.type &&
    a.w === b.w &&
    a.h === b.h &&
    a.blur === b.blur &&
    sameFields(a.crop, b.crop) &&
    sameFields(a.camera, b.camera) &&
    a.subtitle?.line === b.subtitle?.line &&
    a.subtitle?.activeWordIndex === b.subtitle?.activeWordIndex
  )
}

function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === b) return true
  if (a === null || b === null) return false
  for (const k of Object.keys(a) as (keyof T)[]) if (a[k] !== b[k]) return false
  return true
}
