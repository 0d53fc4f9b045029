import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { segmentOf } from '../../src/evaluate/keyframes.ts'

/** One keyframe group laid out as segmentOf reads it: [n, k = 0, cursor, times…]. */
function group(times: number[], cursor = 0): Float64Array {
  return Float64Array.from([times.length, 0, cursor, ...times])
}

/** The last keyframe at or before t, by a plain scan. */
function lastAtOrBefore(times: number[], t: number): number {
  let i = 0
  for (let j = 0; j < times.length; j++) if (times[j]! <= t) i = j
  return i
}

describe('segmentOf (the keyframe segment holding t)', () => {
  it('finds the last keyframe at or before t for unevenly spaced and repeated times', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -2000, max: 60_000 }), { minLength: 2, maxLength: 40 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (raw, fractions, cursorSeed) => {
          const times = [...raw].sort((a, b) => a - b)
          const first = times[0]!
          const last = times[times.length - 1]!
          fc.pre(last > first)
          const kf = group(times, cursorSeed % (times.length - 1))
          for (const f of fractions) {
            // t in [first, last): the range segmentOf is called for.
            const t = Math.min(first + f * (last - first), last - 1e-6)
            const i = segmentOf(kf, 0, 3, times.length, t)
            expect(i).toBe(lastAtOrBefore(times, t))
            expect(kf[2]).toBe(i)
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  it('evenly spaced keyframes: a jump lands on the right segment at its edges', () => {
    const times = Array.from({ length: 16 }, (_, k) => k * 4000)
    const kf = group(times)
    expect(segmentOf(kf, 0, 3, 16, 0)).toBe(0)
    expect(segmentOf(kf, 0, 3, 16, 43_999.5)).toBe(10)
    expect(segmentOf(kf, 0, 3, 16, 44_000)).toBe(11)
    expect(segmentOf(kf, 0, 3, 16, 59_999)).toBe(14)
    expect(segmentOf(kf, 0, 3, 16, 4000)).toBe(1)
  })
})
