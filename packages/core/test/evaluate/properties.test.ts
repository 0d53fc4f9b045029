import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { compileScene, evaluateScene, visibleLayersAt } from '../../src/evaluate/index.ts'
import type { Keyframe, Layer, SceneContainer } from '../../src/schema/index.ts'

const easing = fc.constantFrom(
  'linear',
  'ease',
  'ease-in',
  'ease-out',
  'ease-in-out',
  'step',
  'hold',
  'nonsense',
  '',
)
const keyframe: fc.Arbitrary<Keyframe> = fc.record({
  timestamp: fc.integer({ min: -500, max: 5000 }),
  func: easing,
  properties: fc.record(
    {
      x: fc.integer({ min: -1000, max: 1000 }),
      y: fc.integer({ min: -1000, max: 1000 }),
      alpha: fc.double({ min: 0, max: 1, noNaN: true }),
    },
    { requiredKeys: [] },
  ),
})
const layer: fc.Arbitrary<Layer> = fc.record({
  x: fc.integer({ min: -100, max: 100 }),
  timeline: fc.record({
    start: fc.integer({ min: 0, max: 3000 }),
    end: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9000 })),
    key_frames: fc.array(keyframe, { maxLength: 8 }),
  }),
})
const scene: fc.Arbitrary<SceneContainer> = fc
  .array(fc.array(layer, { maxLength: 6 }), { minLength: 1, maxLength: 4 })
  .map((tracks) => ({
    tracks: tracks.map((layers, i) => ({ index: (i * 7) % 3, key: `t${i}`, layers })),
  }))

describe('evaluation properties', () => {
  it('x stays within the values keyframes and the layer give (no overshooting easing here)', () => {
    fc.assert(
      fc.property(
        scene,
        fc.array(fc.integer({ min: -1000, max: 12_000 }), { minLength: 1, maxLength: 20 }),
        (s, times) => {
          const compiled = compileScene(s)
          for (const t of times) {
            for (const l of evaluateScene(compiled, t)) {
              const xs = [
                l.source.x ?? 0,
                ...(l.source.timeline?.key_frames ?? [])
                  .map((k) => k.properties?.x)
                  .filter((v): v is number => typeof v === 'number'),
              ]
              expect(l.x).toBeGreaterThanOrEqual(Math.min(...xs) - 1e-9)
              expect(l.x).toBeLessThanOrEqual(Math.max(...xs) + 1e-9)
              expect(l.alpha).toBeGreaterThanOrEqual(0)
              expect(l.alpha).toBeLessThanOrEqual(1)
            }
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it('results do not depend on the order times are asked in (cursors and reuse are invisible)', () => {
    fc.assert(
      fc.property(
        scene,
        fc.array(fc.integer({ min: -100, max: 10_000 }), { minLength: 2, maxLength: 30 }),
        (s, times) => {
          const strip = (layers: ReturnType<typeof evaluateScene>) =>
            JSON.stringify(layers.map(({ source: _source, ...rest }) => rest))
          const fresh = times.map((t) => strip(evaluateScene(compileScene(structuredClone(s)), t)))
          const shared = compileScene(s)
          const replayed = times.map((t) => strip(evaluateScene(shared, t)))
          expect(replayed).toEqual(fresh)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('a scrub in small steps (the segment table) gives what a fresh evaluation gives', () => {
    fc.assert(
      fc.property(
        scene,
        fc.integer({ min: -200, max: 6000 }),
        fc.array(fc.integer({ min: -900, max: 900 }), { minLength: 2, maxLength: 60 }),
        (s, from, steps) => {
          const times = steps.reduce((ts, step) => [...ts, ts[ts.length - 1]! + step], [from])
          const shared = compileScene(s)
          for (const t of times) {
            const fresh = evaluateScene(compileScene(structuredClone(s)), t)
            const scrubbed = evaluateScene(shared, t)
            scrubbed.forEach((l, i) => {
              const { source: _a, ...got } = l
              const { source: _b, ...want } = fresh[i]!
              expect(got, `layer ${i} at t=${t}`).toEqual(want)
            })
          }
        },
      ),
      { numRuns: 150 },
    )
  })

  it('visibleLayersAt lists exactly the layers evaluated as visible, in draw order', () => {
    fc.assert(
      fc.property(scene, fc.integer({ min: -100, max: 10_000 }), (s, t) => {
        const compiled = compileScene(s)
        const visible = evaluateScene(compiled, t)
          .filter((l) => l.visible)
          .map((l) => `${l.trackIndex}/${l.layerIndex}`)
        expect(visibleLayersAt(compiled, t).map((l) => `${l.trackIndex}/${l.layerIndex}`)).toEqual(
          visible,
        )
      }),
      { numRuns: 200 },
    )
  })

  it('never mutates the scene', () => {
    fc.assert(
      fc.property(scene, fc.integer({ min: 0, max: 10_000 }), (s, t) => {
        const before = JSON.stringify(s)
        evaluateScene(compileScene(s), t)
        expect(JSON.stringify(s)).toBe(before)
      }),
      { numRuns: 100 },
    )
  })
})
