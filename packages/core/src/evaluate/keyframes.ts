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

/**
 * Properties animated by the same keyframes (same membership), sampled with one search.
 * `values` is row-major: keyframe i's value of props[j] is values[i * props.length + j].
 */
export interface KeyframeGroup {
  readonly props: Uint8Array
  /** Sorted local times (ms after the layer's start). */
  readonly times: Float64Array
  readonly values: Float64Array
  /** easings[i] eases the segment from keyframe i to keyframe i + 1 (the earlier one's func). */
  readonly easings: readonly EasingFunction[]
  /** Segment found by the last sample; a scrub usually finds it again or the next one. */
  cursor: number
}

/**
 * Compiles `key_frames` into keyframe groups. Keyframes are sorted by timestamp (stable) on a
 * copy; the stored array is not touched. A property is animated only by the keyframes that give
 * it a finite number: a keyframe without `x` does not take part in x's interpolation, so x eases
 * between the nearest keyframes that do give x, with the earlier of those keyframes' `func`.
 */
export function compileKeyframes(
  keyframes: readonly Keyframe[] | null | undefined,
): KeyframeGroup[] {
  if (!keyframes || keyframes.length === 0) return []
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

  return [...membership.values()].map(({ props, rows }) => {
    const values = new Float64Array(rows.length * props.length)
    rows.forEach((row, i) => {
      const properties = sorted[row]!.kf.properties as Record<string, number>
      props.forEach((propId, j) => {
        values[i * props.length + j] = properties[ANIMATABLE_PROPERTIES[propId]!]!
      })
    })
    return {
      props: Uint8Array.from(props),
      times: Float64Array.from(rows, (row) => sorted[row]!.time),
      values,
      easings: rows.map((row) => parseEasing(sorted[row]!.kf.func).fn),
      cursor: 0,
    }
  })
}

/** Index of the last keyframe at or before `t`, given times[0] <= t < times[n - 1]. */
function findSegment(group: KeyframeGroup, t: number): number {
  const times = group.times
  let i = group.cursor
  if (times[i]! <= t && t < times[i + 1]!) return i
  i++
  if (i + 1 < times.length && times[i]! <= t && t < times[i + 1]!) return i
  let lo = 0
  let hi = times.length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (times[mid]! <= t) lo = mid
    else hi = mid
  }
  return lo
}

/** Writes the groups' values at local time `t` into `out` (indexed by property id). */
export function sampleKeyframes(groups: readonly KeyframeGroup[], t: number, out: Float64Array) {
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!
    const { props, times, values } = group
    const k = props.length
    const last = times.length - 1
    if (t < times[0]! || last === 0) {
      for (let j = 0; j < k; j++) out[props[j]!] = values[j]!
    } else if (t >= times[last]!) {
      const base = last * k
      for (let j = 0; j < k; j++) out[props[j]!] = values[base + j]!
    } else {
      const i = findSegment(group, t)
      group.cursor = i
      const t0 = times[i]!
      const eased = group.easings[i]!((t - t0) / (times[i + 1]! - t0))
      const base = i * k
      for (let j = 0; j < k; j++) {
        const from = values[base + j]!
        out[props[j]!] = from + (values[base + k + j]! - from) * eased
      }
    }
  }
}
