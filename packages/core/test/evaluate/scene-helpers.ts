import type { Layer, SceneContainer, Track } from '../../src/schema/index.ts'
import { compileScene, evaluateScene } from '../../src/evaluate/index.ts'
import type { EvaluatedLayer } from '../../src/evaluate/index.ts'

/** A scene of one track holding the given layers (keys default to l0, l1, …). */
export function sceneOf(...layers: Layer[]): SceneContainer {
  return {
    tracks: [{ index: 0, key: 't0', layers: layers.map((l, i) => ({ key: `l${i}`, ...l })) }],
  }
}

export function sceneOfTracks(...tracks: Track[]): SceneContainer {
  return { tracks }
}

/** Evaluates a scene at t and returns the layer with `key`. */
export function layerAt(scene: SceneContainer, t: number, key = 'l0'): EvaluatedLayer {
  const found = evaluateScene(compileScene(scene), t).find((l) => l.key === key)
  if (!found) throw new Error(`no layer ${key}`)
  return found
}
