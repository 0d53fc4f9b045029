import type { EvaluatedLayer } from '@podscene/core'

/**
 * True when two evaluations of a layer draw the same content inside the layer box. Placement
 * (x, y, r, alpha, scale, flip, transitions) is left out: it is applied to the Konva group
 * without re-rendering the layer; so is the moving camera's transform (applied to the media's
 * camera group, see `applyCamera`) unless the layer is blurred (its blur caches the pixels).
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
    (a.blur > 0 ? sameCamera(a, b) : (a.camera === null) === (b.camera === null)) &&
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

/** The same moving-camera transform (or none in both). */
export function sameCamera(a: EvaluatedLayer, b: EvaluatedLayer): boolean {
  return sameFields(a.camera, b.camera)
}
