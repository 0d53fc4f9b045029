import { cameraTransform } from '../semantics/camera.ts'
import { spanHolds } from '../semantics/time.ts'
import type { EvaluatedLayer } from './types.ts'
import type { CompiledScene, DrawEntry } from './compile.ts'
import type { CompiledLayer } from './compile-layer.ts'
import { copyProperties, PROPERTY_COUNT, sampleKeyframesAt } from './keyframes.ts'
import { emptySegments, fillSegment, sampleSegment, SEGMENT_STRIDE } from './segment-cache.ts'
import { EvaluatedLayerRecord } from './evaluated-record.ts'
import { activeTransitions } from './effects.ts'
import { activeWordAt, lineAt } from './subtitles.ts'
import { VisibilityIndex } from './visibility.ts'

const values = new Float64Array(PROPERTY_COUNT)
/** Largest step between two evaluateScene calls treated as playback or scrubbing (ms). */
const SCRUB_STEP_MS = 1000

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

/**
 * The state of one layer (a draw entry of `scene`) at scene time t (ms). Like evaluateScene, pure
 * in result only: it moves the layer's keyframe cursor and uses the module's scratch buffer.
 */
export function evaluateEntry(scene: CompiledScene, entry: DrawEntry, t: number): EvaluatedLayer {
  checkTime(t)
  sampleEntry(entry, t)
  return recordOf(scene, entry, t)
}

/** Writes a layer's property values at scene time t into `values`. */
function sampleEntry(entry: DrawEntry, t: number) {
  const state = entry.state
  copyProperties(state, 0, values)
  if (entry.animated) sampleKeyframesAt(state, PROPERTY_COUNT, t - entry.start, values)
}

/** The evaluated layer at t from the property values in `values`. */
function recordOf(scene: CompiledScene, entry: DrawEntry, t: number): EvaluatedLayer {
  const visible = scene.still || spanHolds(entry.start, entry.end, t)
  const out = new EvaluatedLayerRecord(entry, visible, values)
  if (!entry.plain) addTimedState(scene, entry.layer, out, t)
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

/**
 * Every layer's state at scene time t (ms), in draw order.
 *
 * Pure in result, not in memory: a given compiled scene and t give equal outputs whatever was
 * evaluated before, but the call writes caches — the scene's reuse table (outputs kept over the
 * interval where they cannot change, the last t), its segment table, the keyframe cursor inside
 * each compiled layer (shared by every scene compiled from the same layer object) and a
 * module-level scratch buffer. Outputs are read-only: a later call may return the same object.
 */
export function evaluateScene(
  scene: CompiledScene,
  t: number,
  options: EvaluateOptions = {},
): EvaluatedLayer[] {
  checkTime(t)
  const entries = scene.entries
  if (options.visibleOnly) return visibleEntriesAt(scene, t).map((e) => evaluateEntry(scene, e, t))
  const reuse = scene.reuse
  const { outputs, from, until } = reuse
  // Playback and scrubbing step a little at a time: keep each layer's current keyframe segment
  // in the scene's segment table and read it from there. A jump far away would refill every
  // slot for one use, so it samples the keyframes directly instead.
  const scrubbing = Math.abs(t - reuse.lastTime) <= SCRUB_STEP_MS
  reuse.lastTime = t
  const segments = scrubbing ? (reuse.segments ??= emptySegments(entries.length)) : reuse.segments
  const out = new Array<EvaluatedLayer>(entries.length)
  for (let i = 0; i < entries.length; i++) {
    if (t >= from[i]! && t < until[i]!) {
      out[i] = outputs[i]!
      continue
    }
    const entry = entries[i]!
    const local = t - entry.start
    const at = i * SEGMENT_STRIDE
    if (
      segments !== null &&
      ((local >= segments[at]! && local < segments[at + 1]!) ||
        (scrubbing && fillSegment(entry.state, local, segments, at)))
    ) {
      sampleSegment(segments, at, local, values)
    } else sampleEntry(entry, t)
    const evaluated = recordOf(scene, entry, t)
    out[i] = evaluated
    if (entry.plain) rememberOutput(scene, entry, i, evaluated, t)
  }
  return out
}

/**
 * A plain layer (no transitions, camera or subtitle) changes only while its keyframes animate
 * and when it shows or hides, so its output at t is reused for every t' in the interval around
 * t where neither happens. Outputs are read-only: the same object may be returned again.
 */
function rememberOutput(
  scene: CompiledScene,
  entry: DrawEntry,
  i: number,
  output: EvaluatedLayer,
  t: number,
) {
  const { start, end, animFrom, animUntil } = entry
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

/** The draw entries visible at t, in draw order (every layer of a still scene). Builds the scene's interval index on first use. */
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
