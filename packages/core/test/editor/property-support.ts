import fc from 'fast-check'
import type { Layer } from '../../src/schema/layer.ts'
import type { Track } from '../../src/schema/track.ts'
import type { TestDocument } from '../../src/testing/index.ts'

/** Unknown fields put on every track, layer, keyframe and word; they must survive every command. */
export const EXTRA = 'x_unknown'

export function extraFor(id: number) {
  return { id, nested: { list: [id, 'kept', null, { deep: true }] }, empty: null }
}

/** Every `x_unknown` in the document, by id; fails when one has been altered. */
export function collectExtras(
  value: unknown,
  found = new Map<number, number>(),
): Map<number, number> {
  if (Array.isArray(value)) {
    for (const item of value) collectExtras(item, found)
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (EXTRA in record) {
      const extra = record[EXTRA] as { id: number }
      if (JSON.stringify(extra) !== JSON.stringify(extraFor(extra.id))) {
        throw new Error(`unknown field altered: ${JSON.stringify(extra)}`)
      }
      found.set(extra.id, (found.get(extra.id) ?? 0) + 1)
    }
    for (const child of Object.values(record)) collectExtras(child, found)
  }
  return found
}

const EASINGS = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out', 'step', 'hold']

/** Random initial documents with unknown fields everywhere (ids are numbered after generation). */
export const documentArbitrary: fc.Arbitrary<TestDocument> = fc
  .record({
    aspect_ratio: fc.integer({ min: 0, max: 4 }),
    tracks: fc.array(
      fc.array(
        fc.record({
          x: fc.integer({ min: -200, max: 2000 }),
          y: fc.integer({ min: -200, max: 2000 }),
          w: fc.integer({ min: 0, max: 800 }),
          h: fc.integer({ min: 0, max: 800 }),
          start: fc.integer({ min: 0, max: 5000 }),
          length: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 5000 })),
          keyframes: fc.array(
            fc.record({
              timestamp: fc.integer({ min: 0, max: 4000 }),
              x: fc.integer({ min: 0, max: 500 }),
              func: fc.constantFrom(...EASINGS),
            }),
            { maxLength: 4 },
          ),
          words: fc.array(fc.string({ minLength: 2, maxLength: 6 }), { maxLength: 4 }),
          type: fc.constantFrom('text', 'image', 'subtitle', 'shape', 'custom-kind'),
        }),
        { maxLength: 6 },
      ),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ aspect_ratio, tracks }) => {
    let id = 0
    let n = 0
    const extra = () => extraFor(id++)
    return {
      aspect_ratio,
      x_root_unknown: { keep: [1, 2, 3] },
      scene: {
        x_scene_unknown: 'kept',
        tracks: tracks.map((layers, t): Track => ({
          key: `t${t}`,
          index: t,
          type: 'main',
          [EXTRA]: extra(),
          layers: layers.map((l): Layer => {
            let time = l.start
            return {
              key: `l${n++}`,
              type: l.type,
              x: l.x,
              y: l.y,
              w: l.w,
              h: l.h,
              r: 0,
              [EXTRA]: extra(),
              timeline: {
                start: l.start,
                end: l.length === 0 ? 0 : l.start + l.length,
                key_frames: l.keyframes.map((k) => ({
                  func: k.func,
                  timestamp: k.timestamp,
                  properties: { x: k.x },
                  [EXTRA]: extra(),
                })),
              },
              prop: { textInfo: { color: '#000000', content: 'text' } },
              subtitle:
                l.words.length === 0
                  ? null
                  : {
                      word_seq: l.words.map((text) => {
                        const word = { text, start: time, end: time + 300, [EXTRA]: extra() }
                        time += 300
                        return word
                      }),
                    },
            }
          }),
        })),
      },
    }
  })

/** One step of a random sequence: which kind of operation, and random numbers to pick its args. */
export const stepArbitrary = fc.record({
  kind: fc.nat({ max: 1000 }),
  r: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
    minLength: 6,
    maxLength: 6,
  }),
})
export interface Step {
  kind: number
  r: number[]
}
