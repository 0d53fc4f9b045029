import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseTemplateDocument, parseTemplateText, serialize } from '../../src/index.ts'
import { anyJson, sceneArb, templateArb } from './scene-arbitraries.ts'

const documents = fc.oneof(sceneArb, templateArb)

describe('round trip (property)', () => {
  it('random valid scenes and templates with extra keys at random depths round-trip exactly', () => {
    fc.assert(
      fc.property(documents, fc.constantFrom(0, 2, 4), (input, indent) => {
        const text = JSON.stringify(input, null, indent)
        const result = parseTemplateText(text)
        if (!result.ok) throw new Error(JSON.stringify(result.problems))
        const output = serialize(result.value.document)
        expect(JSON.parse(output)).toEqual(input)
        // Same text as JSON.stringify of the input proves the key order is kept at every depth.
        expect(serialize(result.value.document, { indent })).toBe(text + (indent > 0 ? '\n' : ''))
        expect(result.value.kind).toBe('scene' in input ? 'template' : 'scene')
      }),
      { numRuns: 200 },
    )
  }, 60_000)

  it('parsing an object (not text) returns it untouched', () => {
    fc.assert(
      fc.property(documents, (input) => {
        const before = JSON.stringify(input)
        const result = parseTemplateDocument(input)
        expect(result.ok && result.value.document).toBe(input)
        expect(JSON.stringify(input)).toBe(before)
      }),
      { numRuns: 100 },
    )
  }, 60_000)
})

describe('hostile input (property)', () => {
  const neverThrows = (
    run: () => { ok: boolean; problems?: { path: string; message: string }[] },
  ) => {
    const result = run()
    if (!result.ok) {
      expect(result.problems!.length).toBeGreaterThan(0)
      for (const p of result.problems!) {
        expect(typeof p.path).toBe('string')
        expect(p.message.length).toBeGreaterThan(0)
      }
    }
  }

  it('arbitrary JSON values never make parse throw', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        neverThrows(() => parseTemplateDocument(value))
        neverThrows(() => parseTemplateDocument({ tracks: [{ layers: [value] }] }))
        neverThrows(() => parseTemplateDocument({ scene: value, aspect_ratio: value }))
        neverThrows(() => parseTemplateText(JSON.stringify(value)))
      }),
      { numRuns: 300 },
    )
  }, 60_000)

  it('arbitrary text never makes parse throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))),
        ),
        (text) => {
          neverThrows(() => parseTemplateText(text))
        },
      ),
      { numRuns: 300 },
    )
  }, 60_000)

  it('arbitrary JavaScript values (maps, sparse arrays, null prototypes…) never make parse throw', () => {
    const anything = fc.anything({
      withMap: true,
      withSet: true,
      withBigInt: true,
      withDate: true,
      withNullPrototype: true,
      withSparseArray: true,
      withTypedArray: true,
      withBoxedValues: true,
    })
    fc.assert(
      fc.property(anything, (value) => {
        neverThrows(() => parseTemplateDocument(value))
        neverThrows(() => parseTemplateDocument({ tracks: [{ layers: [value, { prop: value }] }] }))
      }),
      { numRuns: 300 },
    )
  }, 60_000)
})
