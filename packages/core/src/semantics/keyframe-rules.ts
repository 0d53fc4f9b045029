import type { Keyframe, Layer } from '../schema/layer.ts'
import { layerStart, type AnimatableProperty } from './time.ts'

/**
 * The keyframe rules (issues 29 and 30), each defined once here and read by evaluation, the
 * Editor's commands, lint, the timeline and the inspector.
 */

/** Frames per second of the editor's timeline (its frame steps, the keyframe tolerance). */
export const TIMELINE_FPS = 30
/** One frame of the timeline in ms (1000 / 30 = 33.33…). */
export const TIMELINE_FRAME_MS = 1000 / TIMELINE_FPS
/**
 * An edit at the playhead within half a frame (16.67 ms at 30 fps) of a keyframe's time edits
 * that keyframe instead of adding another; "Add keyframe" refuses there.
 */
export const KEYFRAME_TOLERANCE_MS = TIMELINE_FRAME_MS / 2

/**
 * Where a keyframe sits, in ms after its layer's start: its `timestamp`, or 0 when it has none
 * (missing, null or not a finite number — the spec gives no default; evaluation has always put
 * it at the layer's start, so the lane draws it there and lint checks it there).
 */
export function keyframeTime(keyframe: Pick<Keyframe, 'timestamp'> | null | undefined): number {
  const ts = keyframe?.timestamp
  return typeof ts === 'number' && Number.isFinite(ts) ? ts : 0
}

/** A property's accepted range (inclusive); a missing bound is open. */
export interface PropertyRange {
  min?: number
  max?: number
}

/**
 * The ranges of the animatable properties: one table read by the keyframe commands
 * (`addKeyframe`, `updateKeyframe`, `addKeyframeAtPlayhead`) and the inspector's fields.
 * Sizes, scale and blur are never negative; alpha and volume are fractions.
 */
export const PROPERTY_RANGES: Readonly<Record<AnimatableProperty, PropertyRange>> = Object.freeze({
  x: {},
  y: {},
  w: { min: 0 },
  h: { min: 0 },
  r: {},
  alpha: { min: 0, max: 1 },
  scale: { min: 0 },
  gauss: { min: 0 },
  volume: { min: 0, max: 1 },
})

/** Why `value` is outside `property`'s range (e.g. "must be 0–1, got 2"), or null when inside. */
export function propertyRangeProblem(property: AnimatableProperty, value: number): string | null {
  const { min, max } = PROPERTY_RANGES[property]
  if ((min === undefined || value >= min) && (max === undefined || value <= max)) return null
  if (min !== undefined && max !== undefined) return `must be ${min}–${max}, got ${value}`
  if (min !== undefined) return `must be ≥ ${min}, got ${value}`
  return `must be ≤ ${max}, got ${value}`
}

/**
 * What "Add keyframe at current time" records when the layer has no keyframe yet: its geometry,
 * opacity and scale. A layer already animated records only the properties its keyframes animate,
 * each at the value shown at the playhead, so adding a keyframe never changes what is drawn and
 * never pins a property the designer left to the layer's own field.
 */
export const KEYFRAME_DEFAULT_PROPERTIES = ['x', 'y', 'w', 'h', 'r', 'alpha', 'scale'] as const

/**
 * Scene times (layer start + keyframe time) of the keyframes of the given layers, sorted and
 * without repeats. Used by "Previous keyframe" / "Next keyframe".
 */
export function keyframeSceneTimes(layers: readonly Layer[]): number[] {
  const times = new Set<number>()
  for (const layer of layers) {
    const start = layerStart(layer)
    for (const kf of layer.timeline?.key_frames ?? []) times.add(start + keyframeTime(kf))
  }
  return [...times].sort((a, b) => a - b)
}

/**
 * The keyframe time before (`-1`) or after (`1`) `playheadMs` among sorted `times`, or null.
 * A keyframe within a thousandth of a ms of the playhead is the one the playhead is on.
 */
export function adjacentKeyframeTime(
  times: readonly number[],
  playheadMs: number,
  direction: -1 | 1,
): number | null {
  const eps = 1e-3
  if (direction < 0) {
    for (let i = times.length - 1; i >= 0; i--) if (times[i]! < playheadMs - eps) return times[i]!
    return null
  }
  for (const t of times) if (t > playheadMs + eps) return t
  return null
}
