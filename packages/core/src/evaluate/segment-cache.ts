import { easingById, PROPERTY_COUNT, segmentOf } from './keyframes.ts'

/**
 * Per-scene cache of each layer's current keyframe segment, for playback and scrubbing.
 *
 * One slot of SEGMENT_STRIDE numbers per draw entry, in one Float64Array (a scan over the scene
 * reads memory in order instead of following each layer's keyframe array):
 * `[from, until, easing id, 0, value × PROPERTY_COUNT, delta × PROPERTY_COUNT]`. Over local
 * time [from, until) property p is `value[p] + delta[p] × ease(progress)`, with
 * progress = (t − from) / (until − from); easing id −1 means the values hold (ease = 0). A slot
 * is refilled from the layer's packed keyframes when t leaves its window, so a scrub that stays
 * within a segment costs one easing call and a few multiply-adds per layer.
 *
 * The arithmetic is the same as sampleKeyframesAt's (`from + (to − from) × eased`), so both
 * give identical numbers. Layers whose properties are animated by different keyframe sets
 * (more than one group) have no single window; fillSegment returns false for them.
 */
export const SEGMENT_STRIDE = 4 + 2 * PROPERTY_COUNT
export const SEGMENT_VALUES = 4
export const SEGMENT_DELTAS = 4 + PROPERTY_COUNT
/** Easing id of a window over which values hold. */
export const HOLD = -1

/**
 * Fills slot `at` of `segments` with the window around local time t of a compiled layer's state
 * (static values, then packed keyframes; see CompiledLayer.state). False when the layer has more
 * than one keyframe group (the slot is left empty).
 */
export function fillSegment(
  state: Float64Array,
  t: number,
  segments: Float64Array,
  at: number,
): boolean {
  const groups = state[PROPERTY_COUNT]!
  if (groups > 1) {
    segments[at] = 0
    segments[at + 1] = 0
    return false
  }
  const values = at + SEGMENT_VALUES
  const deltas = at + SEGMENT_DELTAS
  for (let p = 0; p < PROPERTY_COUNT; p++) {
    segments[values + p] = state[p]!
    // −0 so that value + delta × 0 is value exactly, −0 included.
    segments[deltas + p] = -0
  }
  segments[at + 2] = HOLD
  if (groups === 0) {
    segments[at] = -Infinity
    segments[at + 1] = Infinity
    return true
  }
  const o = PROPERTY_COUNT + 1
  const n = state[o]!
  const k = state[o + 1]!
  const propsAt = o + 3
  const timesAt = propsAt + k
  const rowsAt = timesAt + n
  const stride = k + 1
  const first = state[timesAt]!
  const last = state[timesAt + n - 1]!
  let row: number
  if (t < first || n === 1) {
    segments[at] = -Infinity
    segments[at + 1] = n === 1 ? Infinity : first
    row = rowsAt
  } else if (t >= last) {
    segments[at] = last
    segments[at + 1] = Infinity
    row = rowsAt + (n - 1) * stride
  } else {
    const i = segmentOf(state, o, timesAt, n, t)
    row = rowsAt + i * stride
    segments[at] = state[timesAt + i]!
    segments[at + 1] = state[timesAt + i + 1]!
    segments[at + 2] = state[row]!
    for (let j = 0; j < k; j++) {
      const from = state[row + 1 + j]!
      segments[deltas + state[propsAt + j]!] = state[row + stride + 1 + j]! - from
    }
  }
  for (let j = 0; j < k; j++) segments[values + state[propsAt + j]!] = state[row + 1 + j]!
  return true
}

/** Segment slots for `count` entries, every window empty (filled on first use). */
export function emptySegments(count: number): Float64Array {
  // An empty window [0, 0) contains no t.
  return new Float64Array(count * SEGMENT_STRIDE)
}

/** Writes the property values at local time t (inside slot `at`'s window) into `out`. */
export function sampleSegment(segments: Float64Array, at: number, t: number, out: Float64Array) {
  const easing = segments[at + 2]!
  const from = segments[at]!
  const e = easing === HOLD ? 0 : easingById(easing)((t - from) / (segments[at + 1]! - from))
  const v = at + SEGMENT_VALUES
  const d = at + SEGMENT_DELTAS
  // Written out for the nine properties: V8 does not unroll loops, and this runs per layer per
  // frame (a loop over PROPERTY_COUNT took three times as long).
  out[0] = segments[v]! + segments[d]! * e
  out[1] = segments[v + 1]! + segments[d + 1]! * e
  out[2] = segments[v + 2]! + segments[d + 2]! * e
  out[3] = segments[v + 3]! + segments[d + 3]! * e
  out[4] = segments[v + 4]! + segments[d + 4]! * e
  out[5] = segments[v + 5]! + segments[d + 5]! * e
  out[6] = segments[v + 6]! + segments[d + 6]! * e
  out[7] = segments[v + 7]! + segments[d + 7]! * e
  out[8] = segments[v + 8]! + segments[d + 8]! * e
}
