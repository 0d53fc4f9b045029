import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serialize } from '../../src/index.ts'
import { TestEditor } from '../../src/testing/index.ts'
import { operations } from './property-ops.ts'
import { collectExtras, documentArbitrary, stepArbitrary, type Step } from './property-support.ts'

const names = Object.keys(operations)
const NUM_RUNS = Number(process.env.EDITOR_PROPERTY_RUNS ?? 200)

/** Runs the steps; after each, unknown fields are intact and only removed objects lost theirs. */
function drive(editor: TestEditor, steps: Step[]): void {
  let before = collectExtras(editor.document)
  for (const step of steps) {
    const name = names[step.kind % names.length]!
    const removable = operations[name]!(editor, step.r)
    const after = collectExtras(editor.document)
    const previous = before
    before = after
    if (removable === 'skip') continue
    const allowed = new Set(removable)
    for (const id of previous.keys()) {
      if (!after.has(id) && !allowed.has(id)) {
        throw new Error(`${name} lost the unknown fields of object ${id}`)
      }
    }
  }
}

describe('random command sequences (property)', () => {
  it('undo all returns the initial document, redo all the final one, unknown fields survive', () => {
    fc.assert(
      fc.property(
        documentArbitrary,
        fc.array(stepArbitrary, { minLength: 50, maxLength: 80 }),
        (doc, steps) => {
          const initial = structuredClone(doc)
          const editor = new TestEditor(doc, { historyLimit: 1000 })
          drive(editor, steps)
          editor.redoAll()
          const final = editor.document
          const finalCopy = structuredClone(final)
          editor.undoAll()
          expect(editor.document).toStrictEqual(initial)
          // Key order too (docs/architecture.md §3), which toStrictEqual does not compare.
          expect(serialize(editor.document)).toBe(serialize(initial))
          editor.redoAll()
          expect(editor.document).toStrictEqual(finalCopy)
          expect(serialize(editor.document)).toBe(serialize(finalCopy))
          expect(final).toStrictEqual(finalCopy)
        },
      ),
      { numRuns: NUM_RUNS },
    )
  }, 120_000)

  it('every operation of the sequence generator is exercised', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(
        documentArbitrary,
        fc.array(stepArbitrary, { minLength: 50, maxLength: 80 }),
        (doc, steps) => {
          for (const s of steps) seen.add(names[s.kind % names.length]!)
          drive(new TestEditor(doc), steps)
        },
      ),
      { numRuns: 30 },
    )
    expect([...seen].sort()).toEqual([...names].sort())
  })
})
