import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseTemplateDocument, serialize } from '../../src/document/index.ts'
import { LINT_CODES, lintScene } from '../../src/lint/index.ts'
import { fillTemplate, templateSlots } from '../../src/slots/index.ts'
import { sceneArb, templateArb } from '../document/scene-arbitraries.ts'

const documents = fc.oneof(sceneArb, templateArb)

describe('lint and slots on random valid documents (property)', () => {
  it('lintScene never throws and gives well-formed problems', () => {
    fc.assert(
      fc.property(documents, (input) => {
        const parsed = parseTemplateDocument(input)
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
        for (const p of lintScene(parsed.value)) {
          expect(LINT_CODES).toContain(p.code)
          expect(Number.isFinite(p.startMs) && Number.isFinite(p.endMs)).toBe(true)
          expect(p.endMs).toBeGreaterThanOrEqual(p.startMs)
          expect(p.path).not.toBe('')
          expect(p.message.length).toBeGreaterThan(10)
        }
      }),
      { numRuns: 150 },
    )
  }, 60_000)

  it('fill changes exactly the slot fields, as setting them on a copy in place would', () => {
    fc.assert(
      fc.property(documents, (input) => {
        const parsed = parseTemplateDocument(input)
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
        const before = serialize(input)
        const expected = JSON.parse(before) as Record<string, unknown>
        const data: Record<string, string> = {}
        for (const slot of templateSlots(parsed.value)) {
          if (slot.kind === null || slot.problems.length > 0) continue
          data[slot.key] = VALUES[slot.kind]
          for (const field of slot.layers.flatMap((l) => l.fields)) {
            setInPlace(expected, field, VALUES[slot.kind])
          }
        }
        const filled = fillTemplate(parsed.value, data)
        if (!filled.ok) throw new Error(JSON.stringify(filled.problems))
        expect(serialize(filled.value.document)).toBe(serialize(expected))
        expect(serialize(input)).toBe(before)
      }),
      { numRuns: 200 },
    )
  }, 60_000)
})

const VALUES = {
  text: 'Filled text',
  image: 'https://x.example/i.png',
  video: 'https://x.example/v.mp4',
  audio: 'https://x.example/a.mp3',
  person: 'https://x.example/p.png',
  color: '#123456',
} as const

/** Sets `scene.tracks[1].layers[0].prop.textInfo.content` on a plain copy, creating objects. */
function setInPlace(root: Record<string, unknown>, path: string, value: string) {
  const segments = path.split(/\.|\[(\d+)\]/).filter((s) => s !== undefined && s !== '')
  let at: Record<string, unknown> = root
  segments.forEach((segment, i) => {
    if (i === segments.length - 1) at[segment] = value
    else {
      const next = at[segment]
      if (next === null || typeof next !== 'object') at[segment] = {}
      at = at[segment] as Record<string, unknown>
    }
  })
}
