import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  compileScene,
  diagnoseScene,
  evaluateScene,
  sceneDuration,
} from '../../src/evaluate/index.ts'
import { SceneContainerSchema } from '../../src/schema/index.ts'
import type { Layer, SceneContainer } from '../../src/schema/index.ts'

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 3 })
const anyNumber = fc.oneof(
  fc.integer({ min: -5000, max: 20_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
)
const name = fc.oneof(
  fc.constantFrom(
    'fade',
    'slide-left',
    'zoom-in',
    'wipe-right',
    'pan-up',
    'none',
    '',
    'linear',
    'ease',
    'step',
    'cubic-bezier(0.1,0.2,0.3,0.4)',
    'cubic-bezier(9,9)',
    'x',
    'xy',
    'both',
    '50%',
    '12px',
    '3em',
  ),
  fc.string({ maxLength: 8 }),
)
const word = fc.record(
  {
    text: maybe(fc.string({ maxLength: 6 })),
    start: maybe(anyNumber),
    end: maybe(anyNumber),
    hide: maybe(fc.boolean()),
    break: maybe(fc.constantFrom('', '\n', ' ')),
  },
  { requiredKeys: [] },
)
const layer: fc.Arbitrary<Layer> = fc.record(
  {
    key: maybe(fc.string({ maxLength: 4 })),
    type: maybe(fc.constantFrom('image', 'video', 'text', 'subtitle', 'shape', 'audio', 'widget')),
    x: maybe(anyNumber),
    w: maybe(anyNumber),
    alpha: maybe(anyNumber),
    volume: maybe(anyNumber),
    gauss: maybe(anyNumber),
    flip: maybe(name),
    radius: maybe(name),
    crop: maybe(
      fc.record({
        x: maybe(anyNumber),
        y: maybe(anyNumber),
        w: maybe(anyNumber),
        h: maybe(anyNumber),
      }),
    ),
    moving_camera: maybe(fc.record({ type: maybe(name) })),
    timeline: maybe(
      fc.record(
        {
          start: maybe(anyNumber),
          end: maybe(anyNumber),
          cross: maybe(
            fc.record({
              in: maybe(fc.array(name, { maxLength: 3 })),
              in_time: maybe(anyNumber),
              out: maybe(fc.array(name, { maxLength: 3 })),
              out_time: maybe(anyNumber),
            }),
          ),
          key_frames: maybe(
            fc.array(
              fc.record({
                func: maybe(name),
                timestamp: maybe(anyNumber),
                properties: maybe(
                  fc.record(
                    {
                      x: maybe(anyNumber),
                      scale: maybe(anyNumber),
                      alpha: maybe(anyNumber),
                      r: maybe(anyNumber),
                    },
                    { requiredKeys: [] },
                  ),
                ),
              }),
              { maxLength: 6 },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    subtitle: maybe(
      fc.record(
        { line_size: maybe(anyNumber), word_seq: maybe(fc.array(word, { maxLength: 8 })) },
        { requiredKeys: [] },
      ),
    ),
    prop: maybe(
      fc.record(
        {
          word_seq: maybe(fc.array(word, { maxLength: 4 })),
          clip: maybe(fc.record({ start: maybe(anyNumber), end: maybe(anyNumber) })),
          animationInfo: maybe(
            fc.record(
              {
                enter: maybe(fc.record({ duration: maybe(anyNumber), effectType: maybe(name) })),
                leave: maybe(fc.record({ duration: maybe(anyNumber), effectType: maybe(name) })),
                cycle: maybe(fc.record({ duration: maybe(anyNumber), effectType: maybe(name) })),
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
)
const scene: fc.Arbitrary<SceneContainer> = fc.record({
  tracks: maybe(
    fc.array(
      fc.record(
        {
          index: maybe(anyNumber),
          key: maybe(fc.string({ maxLength: 3 })),
          layers: maybe(fc.array(layer, { maxLength: 5 })),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 4 },
    ),
  ),
})

describe('evaluation of odd but valid documents', () => {
  it('never throws, returns one finite state per layer and plain diagnostics', () => {
    fc.assert(
      fc.property(scene, fc.array(anyNumber, { minLength: 1, maxLength: 5 }), (s, times) => {
        expect(SceneContainerSchema.safeParse(s).success).toBe(true)
        const compiled = compileScene(s)
        const layerCount = (s.tracks ?? []).reduce((n, t) => n + (t.layers?.length ?? 0), 0)
        expect(Number.isFinite(sceneDuration(s))).toBe(true)
        for (const t of times) {
          const layers = evaluateScene(compiled, t)
          expect(layers).toHaveLength(layerCount)
          for (const l of layers) {
            for (const v of [l.x, l.y, l.w, l.h, l.r, l.scale, l.blur])
              expect(Number.isFinite(v)).toBe(true)
            expect(l.alpha >= 0 && l.alpha <= 1 && l.volume >= 0 && l.volume <= 1).toBe(true)
            for (const tr of l.transitions) expect(tr.progress >= 0 && tr.progress <= 1).toBe(true)
            if (l.camera)
              expect(Number.isFinite(l.camera.scale + l.camera.offsetX + l.camera.offsetY)).toBe(
                true,
              )
          }
        }
        for (const d of diagnoseScene(s)) {
          expect(d.path).toMatch(/^tracks\[\d+\]\.layers\[\d+\]/)
          expect(['error', 'warning', 'info']).toContain(d.severity)
          expect(d.message.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 300 },
    )
  })
})
