import type { Patch } from 'immer'
import type { Keyframe, Layer } from '../../schema/layer.ts'
import { sceneOf } from '../document.ts'
import { isCopyable, shallowCopy, type Produced } from '../direct-produce.ts'
import type { EditorDocument, LayerLocation } from '../types.ts'
import { layerPath } from './paths.ts'
import { applyTransformPlan, type TransformPlan } from './transform-plan.ts'

type Loose = Record<string | number, unknown>

/** What an immer draft does on `o[key] = value`: nothing when the value is already there. */
const sets = (o: Loose, key: string | number, value: unknown) =>
  !(Object.is(o[key], value) && (value !== undefined || Object.hasOwn(o, key)))

/**
 * transformLayers without an immer draft (a drag runs it on every pointer move): the layer
 * is copied, and below it only the keyframes the plan writes, then `applyTransformPlan` writes
 * into the copies — the same writes as `perform`, so the same values and key order. The path
 * above (document, scene, tracks, track, layers) is copied once per call, as immer does. One
 * `replace` patch per changed layer (its inverse puts the layer object back). Returns null
 * (immer then runs the command) for anything but plain objects and arrays on the way.
 */
export function produceTransform(
  base: EditorDocument,
  _args: unknown,
  plans: readonly { loc: LayerLocation; plan: TransformPlan }[],
): Produced | null {
  if (!isCopyable(base)) return null
  const scene = sceneOf(base) as Loose
  if (!isCopyable(scene) || !Array.isArray(scene.tracks)) return null
  const tracks = scene.tracks as unknown[]
  const changed = new Map<number, Map<number, Layer>>()
  const patches: Patch[] = []
  const inverse: Patch[] = []
  for (const { loc, plan } of plans) {
    const track = tracks[loc.track] as Loose | undefined
    if (!track || !isCopyable(track) || !Array.isArray(track.layers)) return null
    const layer = (track.layers as unknown[])[loc.index] as Layer | undefined
    if (!layer) return null
    const next = transformedLayer(layer, plan)
    if (next === null) return null
    if (next === layer) continue
    let inTrack = changed.get(loc.track)
    if (!inTrack) changed.set(loc.track, (inTrack = new Map()))
    inTrack.set(loc.index, next)
    const path = layerPath(base, loc) as (string | number)[]
    patches.push({ op: 'replace', path, value: next })
    inverse.push({ op: 'replace', path, value: layer })
  }
  if (changed.size === 0) return { document: base, patches: [], inverse: [] }
  const nextTracks = tracks.slice()
  for (const [t, inTrack] of changed) {
    const track = shallowCopy(tracks[t] as Loose)
    const layers = (track.layers as unknown[]).slice()
    for (const [i, layer] of inTrack) layers[i] = layer
    track.layers = layers
    nextTracks[t] = track
  }
  const nextScene = shallowCopy(scene)
  nextScene.tracks = nextTracks
  let document = nextScene as EditorDocument
  if (scene !== base) {
    document = shallowCopy(base)
    ;(document as Loose).scene = nextScene
  }
  return { document, patches, inverse }
}

/**
 * The layer with `plan` written into copies of what it changes; the layer itself when every
 * write keeps the value there; null when something on the way is not a plain object or array.
 */
function transformedLayer(layer: Layer, plan: TransformPlan): Layer | null {
  if (!isCopyable(layer) || Array.isArray(layer)) return null
  const own = Object.entries(plan.own).filter(([p, v]) => sets(layer as Loose, p, v))
  const keyed = plan.keyed.filter(({ index, property, value }) => {
    const properties = layer.timeline?.key_frames?.[index]?.properties as Loose | null | undefined
    return !properties || sets(properties, property, value)
  })
  if (own.length === 0 && keyed.length === 0 && !plan.added) return layer
  const next = shallowCopy(layer)
  if (keyed.length > 0 || plan.added) {
    const timeline = layer.timeline
    if (!isCopyable(timeline) || !Array.isArray(timeline.key_frames)) return null
    const keyframes = timeline.key_frames.slice()
    for (const { index } of keyed) {
      const kf = keyframes[index] as Keyframe | undefined
      if (!kf || !isCopyable(kf) || Array.isArray(kf)) return null
      if (kf !== timeline.key_frames[index]) continue // copied for an earlier property
      const copy = shallowCopy(kf)
      const properties = kf.properties
      if (properties !== null && properties !== undefined) {
        if (!isCopyable(properties) || Array.isArray(properties)) return null
        copy.properties = shallowCopy(properties)
      }
      keyframes[index] = copy
    }
    next.timeline = { ...timeline, key_frames: keyframes }
  }
  applyTransformPlan(next, { own: Object.fromEntries(own), keyed, added: plan.added })
  return next
}
