import type { Keyframe } from '../schema/layer.ts'
import { ANIMATABLE_PROPERTIES } from '../semantics/time.ts'
import { parseEasing } from '../semantics/easing.ts'
import { keyframeTime } from '../semantics/keyframe-rules.ts'
import type { EasingFunction } from '../semantics/easing.ts'
import { pushAll } from '../collections/bounded.ts'

/** Index of each animatable property in a layer's value vector. */
export const PROPERTY_ID: Readonly<Record<(typeof ANIMATABLE_PROPERTIES)[number], number>> =
  Object.freeze(
    Object.fromEntries(ANIMATABLE_PROPERTIES.map((name, i) => [name, i])) as Record<
      (typeof ANIMATABLE_PROPERTIES)[number],
      number
    >,
  )
export const PROPERTY_COUNT = ANIMATABLE_PROPERTIES.length
// The per-frame paths (sampleDenseGroup, sampleSegment, the evaluator's copy) are written out
// for nine properties.
if (PROPERTY_COUNT !== 9) throw new Error('evaluation assumes 9 animatable properties')

/** Easing functions by id, so packed keyframes can name them with a number. */
const easingFunctions: EasingFunction[] = []
const easingIds = new Map<EasingFunction, number>()

function easingId(fn: EasingFunction): number {
  let id = easingIds.get(fn)
  if (id === undefined) {
    id = easingFunctions.push(fn) - 1
    easingIds.set(fn, id)
  }
  return id
}

/**
 * A layer's keyframes packed into one Float64Array (one allocation; the times searched are
 * together and a segment's two keyframes are adjacent, so a sample touches few cache lines), as
 * groups of properties animated by the same keyframes. `[groupCount]`, then per group
 * `[n, k, cursor, props(k), times(n)]` followed by n rows `[easing id, value of props[0] …
 * props[k-1]]`, sorted by local time. Row i's easing eases the segment from keyframe i to i + 1
 * (the earlier keyframe's func); cursor is the segment found by the last sample (a scrub usually
 * finds it again or the next one).
 */
export type PackedKeyframes = Float64Array

export interface KeyframeSpan {
  /** Earliest and latest keyframe time (local ms), or null when nothing is animated. */
  first: number
  last: number
}

/** A single group animating at least this many properties is stored with all of them. */
const DENSE_MIN_PROPERTIES = 5

/**
 * Compiles `key_frames`. Keyframes are sorted by timestamp (stable) on a copy; the stored array
 * is not touched. A property is animated only by the keyframes that give it a finite number: a
 * keyframe without `x` does not take part in x's interpolation, so x eases between the nearest
 * keyframes that do give x, with the earlier of those keyframes' `func`.
 *
 * With the layer's own values (`base`, by property id), one group that animates most
 * properties is stored dense: its rows hold every property, the ones it does not animate at
 * their base value (value + 0 × eased is that value exactly; a base of −0 would become +0, so
 * such a layer stays sparse). Sampling then reads two whole rows with no per-property lookup.
 */
export function compileKeyframes(
  keyframes: readonly Keyframe[] | null | undefined,
  base?: Float64Array,
): {
  packed: PackedKeyframes | null
  span: KeyframeSpan | null
} {
  if (!keyframes || keyframes.length === 0) return { packed: null, span: null }
  const sorted = keyframes
    .map((kf, order) => ({
      kf,
      order,
      time: keyframeTime(kf),
    }))
    .sort((a, b) => a.time - b.time || a.order - b.order)

  const membership = new Map<string, KeyframeGroup>()
  ANIMATABLE_PROPERTIES.forEach((name, propId) => {
    const rows: number[] = []
    sorted.forEach(({ kf }, row) => {
      const value = (kf?.properties as Record<string, unknown> | null | undefined)?.[name]
      if (typeof value === 'number' && Number.isFinite(value)) rows.push(row)
    })
    if (rows.length === 0) return
    const signature = rows.join(',')
    const group = membership.get(signature)
    if (group) group.props.push(propId)
    else membership.set(signature, { props: [propId], rows, filled: null })
  })
  if (membership.size === 0) return { packed: null, span: null }
  if (membership.size === 1 && base) densify([...membership.values()][0]!, base)

  const data: number[] = [membership.size]
  let first = Infinity
  let last = -Infinity
  for (const { props, rows, filled } of membership.values()) {
    const times = rows.map((row) => sorted[row]!.time)
    first = Math.min(first, times[0]!)
    last = Math.max(last, times[times.length - 1]!)
    data.push(rows.length, props.length, 0)
    pushAll(data, props)
    pushAll(data, times)
    for (const row of rows) {
      const { kf } = sorted[row]!
      data.push(easingId(parseEasing(kf.func).fn))
      const properties = kf.properties as Record<string, number>
      for (const propId of props) {
        data.push(
          filled?.has(propId) ? filled.get(propId)! : properties[ANIMATABLE_PROPERTIES[propId]!]!,
        )
      }
    }
  }
  return { packed: Float64Array.from(data), span: { first, last } }
}

/** Properties animated by the same keyframes (rows of the sorted keyframes). */
interface KeyframeGroup {
  props: number[]
  rows: number[]
  /** Properties the group holds at a fixed value (a dense group's non-animated ones). */
  filled: Map<number, number> | null
}

/** Makes a group hold every property (see compileKeyframes), when that is exact and worth it. */
function densify(group: KeyframeGroup, base: Float64Array) {
  if (group.props.length < DENSE_MIN_PROPERTIES || group.props.length === PROPERTY_COUNT) return
  const own = new Set(group.props)
  const filled = new Map<number, number>()
  for (let p = 0; p < PROPERTY_COUNT; p++) {
    if (own.has(p)) continue
    if (Object.is(base[p], -0)) return
    filled.set(p, base[p]!)
  }
  group.props = ANIMATABLE_PROPERTIES.map((_, p) => p)
  group.filled = filled
}

/** Easing function of a packed row's easing id. */
export function easingById(id: number): EasingFunction {
  return easingFunctions[id]!
}

/** Writes the packed keyframes' values at local time `t` into `out` (indexed by property id). */
export function sampleKeyframes(kf: PackedKeyframes, t: number, out: Float64Array): void {
  sampleKeyframesAt(kf, 0, t, out)
}

/**
 * The segment of a keyframe group holding local time t: the last keyframe at or before t, for
 * time[0] <= t < time[n - 1]. Starts from the group's cursor (a scrub usually finds the same
 * segment or the next one) and stores the result there. A jump elsewhere starts from where t
 * would fall if the keyframes were evenly spaced (exact for evenly spaced keyframes, so a random
 * t reads one or two times instead of a binary search's log2 n scattered ones).
 */
export function segmentOf(kf: Float64Array, group: number, timesAt: number, n: number, t: number) {
  let i = kf[group + 2]! | 0
  if (!(kf[timesAt + i]! <= t && t < kf[timesAt + i + 1]!)) {
    i++
    if (!(i + 1 < n && kf[timesAt + i]! <= t && t < kf[timesAt + i + 1]!)) {
      const first = kf[timesAt]!
      i = Math.floor(((t - first) / (kf[timesAt + n - 1]! - first)) * (n - 1))
      if (i > n - 2) i = n - 2
      // Binary search on the side of the guess that t lies on (time[lo] <= t < time[hi]).
      let lo = 0
      let hi = n - 1
      if (kf[timesAt + i]! > t) hi = i
      else if (kf[timesAt + i + 1]! <= t) lo = i + 1
      else lo = hi = i
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1
        if (kf[timesAt + mid]! <= t) lo = mid
        else hi = mid
      }
      i = lo
    }
  }
  kf[group + 2] = i
  return i
}

/** sampleKeyframes for packed keyframes that start at `offset` in `kf`. */
export function sampleKeyframesAt(kf: Float64Array, offset: number, t: number, out: Float64Array) {
  // `| 0` keeps the offsets small integers, so indexing needs no float-to-index conversion.
  const groups = kf[offset]! | 0
  let o = offset + 1
  for (let g = 0; g < groups; g++) {
    const n = kf[o]! | 0
    const k = kf[o + 1]! | 0
    const propsAt = o + 3
    const timesAt = propsAt + k
    const rowsAt = timesAt + n
    const stride = k + 1
    if (k === PROPERTY_COUNT) sampleDenseGroup(kf, o, timesAt, rowsAt, n, t, out)
    else if (t < kf[timesAt]! || n === 1) {
      for (let j = 0; j < k; j++) out[kf[propsAt + j]! | 0] = kf[rowsAt + 1 + j]!
    } else if (t >= kf[timesAt + n - 1]!) {
      const row = rowsAt + (n - 1) * stride
      for (let j = 0; j < k; j++) out[kf[propsAt + j]! | 0] = kf[row + 1 + j]!
    } else {
      const i = segmentOf(kf, o, timesAt, n, t)
      const t0 = kf[timesAt + i]!
      const row = rowsAt + i * stride
      const eased = easingFunctions[kf[row]! | 0]!((t - t0) / (kf[timesAt + i + 1]! - t0))
      for (let j = 0; j < k; j++) {
        const from = kf[row + 1 + j]!
        out[kf[propsAt + j]! | 0] = from + (kf[row + stride + 1 + j]! - from) * eased
      }
    }
    o = rowsAt + n * stride
  }
}

/**
 * A group holding every property (props 0 … PROPERTY_COUNT − 1 in order): rows are read whole,
 * written out property by property (V8 does not unroll loops; this runs per layer per frame).
 */
function sampleDenseGroup(
  kf: Float64Array,
  group: number,
  timesAt: number,
  rowsAt: number,
  n: number,
  t: number,
  out: Float64Array,
) {
  const stride = PROPERTY_COUNT + 1
  let a: number
  if (t < kf[timesAt]! || n === 1) a = rowsAt + 1
  else if (t >= kf[timesAt + n - 1]!) a = rowsAt + (n - 1) * stride + 1
  else {
    const i = segmentOf(kf, group, timesAt, n, t)
    const t0 = kf[timesAt + i]!
    const row = rowsAt + i * stride
    const e = easingFunctions[kf[row]! | 0]!((t - t0) / (kf[timesAt + i + 1]! - t0))
    a = row + 1
    const b = a + stride
    out[0] = kf[a]! + (kf[b]! - kf[a]!) * e
    out[1] = kf[a + 1]! + (kf[b + 1]! - kf[a + 1]!) * e
    out[2] = kf[a + 2]! + (kf[b + 2]! - kf[a + 2]!) * e
    out[3] = kf[a + 3]! + (kf[b + 3]! - kf[a + 3]!) * e
    out[4] = kf[a + 4]! + (kf[b + 4]! - kf[a + 4]!) * e
    out[5] = kf[a + 5]! + (kf[b + 5]! - kf[a + 5]!) * e
    out[6] = kf[a + 6]! + (kf[b + 6]! - kf[a + 6]!) * e
    out[7] = kf[a + 7]! + (kf[b + 7]! - kf[a + 7]!) * e
    out[8] = kf[a + 8]! + (kf[b + 8]! - kf[a + 8]!) * e
    return
  }
  copyProperties(kf, a, out)
}

/** Copies the nine property values at `at` in `from` into `out` (written out: see PROPERTY_COUNT). */
export function copyProperties(from: Float64Array, at: number, out: Float64Array) {
  out[0] = from[at]!
  out[1] = from[at + 1]!
  out[2] = from[at + 2]!
  out[3] = from[at + 3]!
  out[4] = from[at + 4]!
  out[5] = from[at + 5]!
  out[6] = from[at + 6]!
  out[7] = from[at + 7]!
  out[8] = from[at + 8]!
}
