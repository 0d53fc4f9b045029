import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { compileKeyframes, PROPERTY_COUNT, sampleKeyframes } from '../../src/evaluate/keyframes.ts'
import { ANIMATABLE_PROPERTIES } from '../../src/semantics/time.ts'
import type { Keyframe } from '../../src/schema/index.ts'
import { layerAt, sceneOf } from './scene-helpers.ts'

const easing = fc.constantFrom(
  'linear',
  'ease',
  'ease-in-out',
  'step',
  'cubic-bezier(0.3,-0.6,0.7,1.6)',
)
const value = fc.double({ min: -5000, max: 5000, noNaN: true, noDefaultInfinity: true })

/** Keyframes that all give the same properties (one group), and the layer's own values. */
const oneGroup = fc
  .record({
    props: fc.subarray([...ANIMATABLE_PROPERTIES], { minLength: 5, maxLength: 8 }),
    count: fc.integer({ min: 1, max: 12 }),
    base: fc.array(value, { minLength: PROPERTY_COUNT, maxLength: PROPERTY_COUNT }),
    seed: fc.array(fc.tuple(fc.integer({ min: -1000, max: 9000 }), easing), {
      minLength: 12,
      maxLength: 12,
    }),
    values: fc.array(value, { minLength: 12 * 9, maxLength: 12 * 9 }),
  })
  .map(({ props, count, base, seed, values }) => ({
    // −0 own values keep the sparse layout (tested on its own below).
    base: Float64Array.from(base, (v) => (Object.is(v, -0) ? 0 : v)),
    keyframes: seed.slice(0, count).map(([timestamp, func], k): Keyframe => ({
      timestamp,
      func,
      properties: Object.fromEntries(props.map((p, j) => [p, values[k * 9 + j]!])),
    })),
  }))

/** Samples packed keyframes over the layer's own values, as evaluation does. */
function sample(packed: Float64Array, base: Float64Array, t: number): number[] {
  const out = Float64Array.from(base)
  sampleKeyframes(packed, t, out)
  return Array.from(out)
}

describe('dense keyframe groups (one group animating most properties)', () => {
  it('sample exactly what the sparse layout samples, at any t and in any order', () => {
    fc.assert(
      fc.property(
        oneGroup,
        fc.array(fc.integer({ min: -2000, max: 10_000 }), { minLength: 1, maxLength: 25 }),
        ({ base, keyframes }, times) => {
          const sparse = compileKeyframes(keyframes).packed!
          const dense = compileKeyframes(keyframes, base).packed!
          // [groups, n, k, …]: the dense layout holds every property.
          expect(dense[2]).toBe(PROPERTY_COUNT)
          for (const t of [...times, ...keyframes.map((k) => k.timestamp ?? 0)]) {
            expect(sample(dense, base, t)).toEqual(sample(sparse, base, t))
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a layer whose own value is −0 keeps the sparse layout, so that value stays −0', () => {
    const keyframes: Keyframe[] = [
      { timestamp: 0, func: 'linear', properties: { y: 0, w: 10, h: 10, r: 0, alpha: 0 } },
      { timestamp: 100, func: 'linear', properties: { y: 50, w: 20, h: 30, r: 90, alpha: 1 } },
    ]
    const base = Float64Array.from([-0, 0, 100, 100, 0, 1, 1, 0, 1])
    expect(compileKeyframes(keyframes, base).packed![2]).toBe(5)
    const layer = layerAt(
      sceneOf({ type: 'image', x: -0, timeline: { start: 0, end: 1000, key_frames: keyframes } }),
      50,
    )
    expect(Object.is(layer.x, -0)).toBe(true)
    expect(layer.y).toBe(25)
  })

  it('a property a dense group does not animate keeps the layer value at every t', () => {
    const keyframes: Keyframe[] = [0, 400, 800].map((timestamp, k) => ({
      timestamp,
      func: 'ease-in-out',
      properties: { x: k * 10, y: k * 20, w: 100 + k, h: 50 + k, alpha: 1 - k / 4 },
    }))
    const scene = sceneOf({
      type: 'image',
      r: 33.3,
      volume: 0.25,
      timeline: { start: 100, end: 2000, key_frames: keyframes },
    })
    for (const t of [0, 150, 500, 901, 1500]) {
      const layer = layerAt(scene, t)
      expect(layer.r).toBe(33.3)
      expect(layer.volume).toBe(0.25)
    }
    expect(layerAt(scene, 500).x).toBe(10)
  })
})
