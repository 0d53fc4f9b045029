import { cameraTransform } from '../semantics/camera.ts'
import { spanHolds } from '../semantics/time.ts'
import type { ActiveTransition, EvaluatedLayer } from './types.ts'
import type { CompiledScene, DrawEntry } from './compile.ts'
import type { CompiledLayer } from './compile-layer.ts'
import { PROPERTY_COUNT, PROPERTY_ID, sampleKeyframesAt } from './keyframes.ts'
import { activeTransitions } from './effects.ts'
import { activeWordAt, lineAt } from './subtitles.ts'
import { VisibilityIndex } from './visibility.ts'

const NO_TRANSITIONS: ActiveTransition[] = Object.freeze([]) as unknown as ActiveTransition[]
const {
  x: X,
  y: Y,
  w: W,
  h: H,
  r: R,
  alpha: ALPHA,
  scale: SCALE,
  gauss: GAUSS,
  volume: VOLUME,
} = PROPERTY_ID
const values = new Float64Array(PROPERTY_COUNT)

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v)

/** Where an open-ended layer ends: the scene's end when it lies after the layer's start. */
function effectiveEnd(scene: CompiledScene, start: number, end: number | null): number | null {
  if (end !== null) return end
  return scene.durationMs > start ? scene.durationMs : null
}

function checkTime(t: number) {
  if (!Number.isFinite(t)) {
    throw new RangeError(`scene time must be a finite number of milliseconds, got ${t}`)
  }
}

/** The state of one layer (a draw entry of `scene`) at scene time t (ms). */
export function evaluateEntry(scene: CompiledScene, entry: DrawEntry, t: number): EvaluatedLayer {
  checkTime(t)
  const layer = entry.layer
  const start = layer.start
  const visible = scene.still || spanHolds(start, layer.end, t)
  const state = layer.state
  for (let p = 0; p < PROPERTY_COUNT; p++) values[p] = state[p]!
  if (layer.animated) sampleKeyframesAt(state, PROPERTY_COUNT, t - start, values)
  const out: EvaluatedLayer = {
    trackKey: entry.trackKey,
    trackIndex: entry.trackIndex,
    layerIndex: entry.layerIndex,
    key: layer.key,
    type: layer.type,
    visible,
    x: values[X]!,
    y: values[Y]!,
    w: values[W]!,
    h: values[H]!,
    r: values[R]!,
    alpha: clamp01(values[ALPHA]!),
    scale: values[SCALE]!,
    blur: Math.max(0, values[GAUSS]!),
    volume: clamp01(values[VOLUME]!),
    flip: layer.flip,
    crop: layer.crop,
    transitions: NO_TRANSITIONS,
    camera: null,
    subtitle: undefined,
    source: layer.source,
  }
  if (!layer.plain) addTimedState(scene, layer, out, t)
  return out
}

/** Transitions, camera and subtitle state, for the layers that have any. */
function addTimedState(scene: CompiledScene, layer: CompiledLayer, out: EvaluatedLayer, t: number) {
  const { start, end, effects } = layer
  if (effects !== null || layer.camera !== null) {
    const until = scene.still ? null : effectiveEnd(scene, start, end)
    if (effects !== null && out.visible && !scene.still) {
      const active = activeTransitions(effects, start, until, t)
      if (active.length > 0) out.transitions = active
    }
    if (layer.camera !== null) {
      const progress = until === null ? 0 : (t - start) / (until - start)
      out.camera = cameraTransform(layer.camera, progress, out.w, out.h)
    }
  }
  if (layer.subtitle !== null) {
    const word = activeWordAt(layer.subtitle, t)
    out.subtitle = {
      line: lineAt(layer.subtitle, t),
      activeWordIndex: word ? word.index : null,
      activeWord: word ? word.text : null,
    }
  }
}

export interface EvaluateOptions {
  /** Evaluate only the layers visible at t (through the interval index). */
  visibleOnly?: boolean
}

/** Every layer's state at scene time t (ms), in draw order. Pure: same inputs, same output. */
export function evaluateScene(
  scene: CompiledScene,
  t: number,
  options: EvaluateOptions = {},
): EvaluatedLayer[] {
  checkTime(t)
  const entries = scene.entries
  if (options.visibleOnly) return visibleEntriesAt(scene, t).map((e) => evaluateEntry(scene, e, t))
  const { outputs, from, until } = scene.reuse
  const out = new Array<EvaluatedLayer>(entries.length)
  for (let i = 0; i < entries.length; i++) {
    if (t >= from[i]! && t < until[i]!) {
      out[i] = outputs[i]!
      continue
    }
    const entry = entries[i]!
    const evaluated = evaluateEntry(scene, entry, t)
    out[i] = evaluated
    if (entry.layer.plain) rememberOutput(scene, i, evaluated, t)
  }
  return out
}

/**
 * A plain layer (no transitions, camera or subtitle) changes only while its keyframes animate
 * and when it shows or hides, so its output at t is reused for every t' in the interval around
 * t where neither happens. Outputs are read-only: the same object may be returned again.
 */
function rememberOutput(scene: CompiledScene, i: number, output: EvaluatedLayer, t: number) {
  const { start, end, animFrom, animUntil } = scene.entries[i]!.layer
  let lo = -Infinity
  let hi = Infinity
  if (t < animFrom) hi = animFrom
  else if (t >= animUntil) lo = animUntil
  else return
  if (!scene.still) {
    if (t < start) hi = Math.min(hi, start)
    else if (end === null || t < end) {
      lo = Math.max(lo, start)
      if (end !== null) hi = Math.min(hi, end)
    } else lo = Math.max(lo, end)
  }
  scene.reuse.outputs[i] = output
  scene.reuse.from[i] = lo
  scene.reuse.until[i] = hi
}

/** The draw entries visible at t, in draw order (every layer of a still scene). */
export function visibleEntriesAt(scene: CompiledScene, t: number): DrawEntry[] {
  checkTime(t)
  if (scene.still) return [...scene.entries]
  scene.visibility ??= new VisibilityIndex(scene.entries.map((e) => e.layer))
  return scene.visibility.query(t).map((i) => scene.entries[i]!)
}

export interface VisibleLayerRef {
  trackKey: string
  trackIndex: number
  layerIndex: number
  key: string
  type: string
}

/** Which layers are visible at t, in draw order. */
export function visibleLayersAt(scene: CompiledScene, t: number): VisibleLayerRef[] {
  return visibleEntriesAt(scene, t).map(({ trackKey, trackIndex, layerIndex, layer }) => ({
    trackKey,
    trackIndex,
    layerIndex,
    key: layer.key,
    type: layer.type,
  }))
}
