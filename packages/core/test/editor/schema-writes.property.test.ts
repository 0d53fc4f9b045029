import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EditorCommandError } from '../../src/editor/index.ts'
import { formatProblem, parseTemplateDocument } from '../../src/index.ts'
import { TestEditor } from '../../src/testing/index.ts'
import { documentArbitrary } from './property-support.ts'

/** Field paths inside a layer: known fields of every type, nested ones, unknown ones. */
const layerPath = fc.constantFrom(
  ['x'],
  ['alpha'],
  ['type'],
  ['key'],
  ['timeline'],
  ['timeline', 'start'],
  ['timeline', 'key_frames'],
  ['timeline', 'key_frames', 0],
  ['timeline', 'cross', 'in'],
  ['prop'],
  ['prop', 'textInfo', 'fontSize'],
  ['subtitle', 'word_seq'],
  ['crop', 'w'],
  ['partner_field'],
  ['partner', 'nested', 'deep'],
)

/** JSON and non-JSON values alike. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.anything({ maxDepth: 2, withDate: true, withMap: true, withSet: true, withBoxedValues: true }),
  fc.constantFrom(undefined, null, 'abc', {}, [], new Date(0), JSON.parse('{"__proto__":{"a":1}}')),
)

describe("what commands write keeps the document valid for core's parser (property)", () => {
  it('a setLayerField either throws EditorCommandError and changes nothing, or leaves a valid document', () => {
    fc.assert(
      fc.property(
        documentArbitrary,
        fc.array(fc.tuple(fc.nat(), layerPath, anyValue), { minLength: 1, maxLength: 20 }),
        (doc, writes) => {
          const editor = new TestEditor(doc)
          for (const [pick, path, value] of writes) {
            const refs = editor
              .getTracks()
              .flatMap((t, track) => (t.layers ?? []).map((_, index) => ({ track, index })))
            if (refs.length === 0) return
            const before = editor.document
            try {
              editor.setLayerField(refs[pick % refs.length]!, path, value)
            } catch (error) {
              expect(error).toBeInstanceOf(EditorCommandError)
              expect(editor.document).toBe(before)
              continue
            }
            const parsed = parseTemplateDocument(editor.document)
            if (!parsed.ok) throw new Error(parsed.problems.map(formatProblem).join('\n'))
          }
        },
      ),
      { numRuns: 200 },
    )
  }, 60_000)
})
