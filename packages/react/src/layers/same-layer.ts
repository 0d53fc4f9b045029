import type { EvaluatedLayer } from '@podscene/core'

/** True when two evaluations of a layer draw the same picture (lets memoised layers skip work). */
export function sameEvaluatedLayer(a: EvaluatedLayer, b: EvaluatedLayer): boolean {
  if (a === b) return true
  return (
    a.source === b.source &&
    a.key === b.key &&
    a.type === b.type &&
    a.visible === b.visible &&
    a.x === b.x &&
    a.y === b.y &&
    a.w === b.w &&
    a.h === b.h &&
    a.r === b.r &&
    a.alpha === b.alpha &&
    a.scale === b.scale &&
    a.blur === b.blur &&
    a.flip === b.flip &&
    sameFields(a.crop, b.crop) &&
    sameFields(a.camera, b.camera) &&
    sameTransitions(a, b) &&
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

function sameTransitions(a: EvaluatedLayer, b: EvaluatedLayer): boolean {
  if (a.transitions === b.transitions) return true
  if (a.transitions.length !== b.transitions.length) return false
  return a.transitions.every((t, i) => {
    const u = b.transitions[i]
    return u !== undefined && t.source === u.source && t.effect === u.effect && t.progress === u.progress
  })
}
