import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serialize } from '../../src/index.ts'
import { TestEditor } from '../../src/testing/index.ts'
import { documentArbitrary } from './property-support.ts'

/** One edit that deletes, replaces or adds a field of a layer (or inside its timeline/prop). */
const editArbitrary = fc.record({
  kind: fc.constantFrom('delete', 'delete-nested', 'replace', 'add', 'undo'),
  layer: fc.nat(),
  field: fc.nat(),
  value: fc.integer({ min: 0, max: 100 }),
  /** Edits with the same batch number in a row run inside one batch (0: no batch). */
  batch: fc.nat({ max: 3 }),
})
type Edit = typeof editArbitrary extends fc.Arbitrary<infer T> ? T : never

/** A new value of the same JSON type (so the schema still accepts it). */
function replacement(current: unknown, n: number): unknown {
  if (typeof current === 'number') return n
  if (typeof current === 'string') return `s${n}`
  return structuredClone(current)
}

function apply(editor: TestEditor, edit: Edit): void {
  if (edit.kind === 'undo') {
    if (editor.canUndo() && !editor.isInGesture()) editor.undo()
    return
  }
  const refs = editor
    .getTracks()
    .flatMap((t, track) => (t.layers ?? []).map((_, index) => ({ track, index })))
  if (refs.length === 0) return
  const ref = refs[edit.layer % refs.length]!
  const layer = editor.getTracks()[ref.track]!.layers![ref.index]! as Record<string, unknown>
  const path = ['scene', 'tracks', ref.track, 'layers', ref.index]
  if (edit.kind === 'delete' || edit.kind === 'replace') {
    const keys = Object.keys(layer).filter((k) => k !== 'key')
    if (keys.length === 0) return
    const key = keys[edit.field % keys.length]!
    if (edit.kind === 'delete') editor.setField([...path, key], undefined)
    else editor.setLayerField(ref, [key], replacement(layer[key], edit.value))
  } else if (edit.kind === 'delete-nested') {
    const timeline = layer.timeline as Record<string, unknown> | undefined
    const keys = Object.keys(timeline ?? {})
    if (keys.length === 0) return
    editor.setLayerField(ref, ['timeline', keys[edit.field % keys.length]!], undefined)
  } else {
    editor.setLayerField(ref, [`added_${edit.value}`], edit.value)
  }
}

/** Runs the edits; consecutive edits with the same non-zero batch number form one batch. */
function drive(editor: TestEditor, edits: Edit[]): void {
  for (let i = 0; i < edits.length;) {
    const batch = edits[i]!.batch
    let j = i + 1
    while (batch !== 0 && j < edits.length && edits[j]!.batch === batch) j++
    const group = edits.slice(i, j).filter((e) => batch === 0 || e.kind !== 'undo')
    if (batch === 0) group.forEach((e) => apply(editor, e))
    else editor.batch(() => group.forEach((e) => apply(editor, e)))
    i = j
  }
}

describe('undo and redo give back the exact document, key order included (property)', () => {
  it('after deleting, replacing and adding fields, alone and in batches', () => {
    fc.assert(
      fc.property(
        documentArbitrary,
        fc.array(editArbitrary, { minLength: 1, maxLength: 30 }),
        (doc, edits) => {
          const initial = serialize(doc)
          const editor = new TestEditor(doc, { historyLimit: 1000 })
          drive(editor, edits)
          editor.redoAll()
          const final = serialize(editor.document)
          editor.undoAll()
          expect(serialize(editor.document)).toBe(initial)
          editor.redoAll()
          expect(serialize(editor.document)).toBe(final)
        },
      ),
      { numRuns: 150 },
    )
  }, 60_000)
})
