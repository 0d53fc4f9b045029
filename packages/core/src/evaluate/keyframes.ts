import type { Keyframe } from '../schema/layer.ts'
import { ANIMATABLE_PROPERTIES } from '../semantics/time.ts'
import { parseEasing } from '../semantics/easing.ts'
import type { EasingFunction } from '../semantics/easing.ts'

/** Index of each animatable property in a layer's value vector. */
export const PROPERTY_ID: Readonly<Record<(typeof ANIMATABLE_PROPERTIES)[number], number>> =
  Object.freeze(
    Object.fromEntries(ANIMATABLE_PROPERTIES.map((name, i) => [name, i])) as Record<
      (typeof ANIMATABLE_PROPERTIES)[number],
      number
    >,
  )
export const PROPERTY_COUNT = ANIMATABLE_PROPERTIES.length

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

/**
 * Compiles `key_frames`. Keyframes are sorted by timestamp (stable) on a copy; the stored array
 * is not touched. A property is animated only by the keyframes that give it a finite number: a
 * keyframe without `x` does not take part in x's interpolation, so x eases between the nearest
 * keyframes that do give x, with the earlier of those keyframes' `func`.
 */
export function compileKeyframes(keyframes: readonly Keyframe[] | null | undefined): {
  packed: PackedKeyframes | null
  span: KeyframeSpan | null
} {
  if (!keyframes || keyframes.length === 0) return { packed: null, span: null }
  const sorted = keyframes
    .map((kf, order) => ({
      kf,
      order,
      time: Number.isFinite(kf?.timestamp) ? (kf.timestamp as number) : 0,
    }))
    .sort((a, b) => a.time - b.time || a.order - b.order)

  const membership = new Map<string, { props: number[]; rows: number[] }>()
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
    else membership.set(signature, { props: [propId], rows })
  })
  if (membership.size === 0) return { packed: null, span: null }

  const data: number[] = [membership.size]
  let first = Infinity
  let last = -Infinity
  for (const { props, rows } of membership.values()) {
    const times = rows.map((row) => sorted[row]!.time)
    first = Math.min(first, times[0]!)
    last = Math.max(last, times[times.length - 1]!)
    data.push(rows.length, props.length, 0, ...props, ...times)
    for (const row of rows) {
      const { kf } = sorted[row]!
      data.push(easingId(parseEasing(kf.func).fn))
      const properties = kf.properties as Record<string, number>
      for (const propId of props) data.push(properties[ANIMATABLE_PROPERTIES[propId]!]!)
    }
  }
  return { packed: Float64Array.from(data), span: { first, last } }
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
      if (kf[timesAt + i]! > t) {
        let hi = i
        let lo = 0
        while (hi - lo > 1) {
          const mid = (lo + hi) >> 1
          if (kf[timesAt + mid]! <= t) lo = mid
          else hi = mid
        }
        i = lo
      } else if (kf[timesAt + i + 1]! <= t) {
        let lo = i + 1
        let hi = n - 1
        while (hi - lo > 1) {
          const mid = (lo + hi) >> 1
          if (kf[timesAt + mid]! <= t) lo = mid
          else hi = mid
        }
        i = lo
      }
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
    if (t < kf[timesAt]! || n === 1) {
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
