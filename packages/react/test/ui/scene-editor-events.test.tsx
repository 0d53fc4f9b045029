import Konva from 'konva'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { tracksOfDocument, type Editor, type EditorDocument } from '@podscene/core'
import { SceneEditor, createPersistence } from '../../src/index.ts'
import type { SceneEditorChange } from '../../src/scene-editor/use-scene-editor-instance.ts'
import { frames, pointer } from '../interaction/harness.tsx'
import { mountControlled } from './editor-mounts.tsx'
import '../../src/styles.css'

const doc = (x = 100): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't',
        layers: [
          {
            key: 'a',
            type: 'shape',
            x,
            y: 100,
            w: 300,
            h: 300,
            prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
          },
        ],
      },
    ],
  },
})

const box = { width: 1100, height: 600 }
const xOf = (d: EditorDocument) => tracksOfDocument(d)[0]!.layers![0]!.x as number

/** Client point of layer `key`'s centre on the last mounted stage. */
function centreOf(key: string): { x: number; y: number } {
  const stage = Konva.stages[Konva.stages.length - 1]!
  const node = stage.findOne(`#${key}`)
  if (!node) throw new Error(`no node for layer ${key}`)
  const box = node.getClientRect()
  const rect = stage.container().getBoundingClientRect()
  return { x: rect.left + box.x + box.width / 2, y: rect.top + box.y + box.height / 2 }
}

/** A real pointer drag on the canvas: press, `moves` moves of 3 px, release. */
async function dragOnCanvas(key: string, moves: number): Promise<void> {
  const stage = Konva.stages[Konva.stages.length - 1]!
  const target = stage.content.querySelector('canvas') ?? stage.content
  const from = centreOf(key)
  pointer(target, 'pointerdown', from)
  for (let i = 1; i <= moves; i++) {
    pointer(target, 'pointermove', { x: from.x + 3 * i, y: from.y })
    await frames(1)
  }
  pointer(target, 'pointerup', { x: from.x + 3 * moves, y: from.y })
  await frames(2)
}

describe('SceneEditor events', () => {
  it('a 20-move drag is one onChange (label "move") and an onInput per move', async () => {
    const onChange = vi.fn<(d: EditorDocument, c: SceneEditorChange) => void>()
    const onInput = vi.fn<(d: EditorDocument) => void>()
    let editor: Editor | undefined
    await render(
      <div style={box}>
        <SceneEditor
          defaultValue={doc()}
          onChange={onChange}
          onInput={onInput}
          onEditorReady={(e) => void (editor = e)}
        />
      </div>,
    )
    await expect.element(page.getByRole('treeitem', { name: 'shape a' })).toBeVisible()
    await frames(3)
    await dragOnCanvas('a', 20)
    expect(xOf(editor!.document)).toBeGreaterThan(100)
    expect(onChange).toHaveBeenCalledTimes(1)
    const [document, change] = onChange.mock.lastCall!
    expect(document).toBe(editor!.document)
    expect(change).toMatchObject({ label: 'move', cause: 'edit' })
    expect(xOf(change.previous)).toBe(100)
    // One per move (the release places the layer once more: 21, as onChange did before).
    expect(onInput.mock.calls.length).toBeGreaterThanOrEqual(19)
    expect(onInput.mock.calls.length).toBeLessThanOrEqual(21)
    expect(onInput.mock.lastCall![0]).toBe(editor!.document)

    editor!.undo()
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(onChange.mock.lastCall![1]).toMatchObject({ label: 'move', cause: 'undo' })
  })

  it('value round trip keeps the editor and its history, even when the host follows onInput', async () => {
    const { editors } = await mountControlled(doc(), { followInput: true, size: box })
    await expect.element(page.getByRole('treeitem', { name: 'shape a' })).toBeVisible()
    await frames(3)
    const editor = editors.at(-1)!
    await dragOnCanvas('a', 10)
    editor.setGeometry('a', { y: 150 })
    await frames(2)
    expect(editors.at(-1)).toBe(editor)
    expect(editors).toHaveLength(1)
    expect(editor.historyDepth.undo).toBe(2)
    editor.undo()
    expect(editor.getLayer('a')!.layer.y).toBe(100)
    expect(xOf(editor.document)).toBeGreaterThan(100)
  })

  it('a foreign value (even one equal to the current document) resets the history', async () => {
    const { editors, setValue: setDoc } = await mountControlled(doc(), { size: box })
    const editor = editors.at(-1)!
    editor.setGeometry('a', { x: 222 })
    expect(editor.canUndo()).toBe(true)
    setDoc(structuredClone(editor.document))
    await vi.waitFor(() => expect(editors.at(-1)).not.toBe(editor))
    expect(editors.at(-1)!.canUndo()).toBe(false)
    expect(xOf(editors.at(-1)!.document)).toBe(222)
  })

  it('persistence saves each committed change and restores it at the next mount', async () => {
    const key = `events-test-${Math.random().toString(36).slice(2)}`
    const editors: Editor[] = []
    const first = await render(
      <div style={box}>
        <SceneEditor
          defaultValue={doc()}
          persistence={{ key, debounceMs: 0 }}
          onEditorReady={(e) => void editors.push(e)}
        />
      </div>,
    )
    const kept = createPersistence({ key })
    await vi.waitFor(() => expect(editors).toHaveLength(1))
    expect(await kept.load()).toBeUndefined()
    editors[0]!.setGeometry('a', { x: 321 })
    await vi.waitFor(async () => expect(xOf((await kept.load())!)).toBe(321))
    await first.unmount()

    const onChange = vi.fn<(d: EditorDocument, c: SceneEditorChange) => void>()
    await render(
      <div style={box}>
        <SceneEditor
          defaultValue={doc(5)}
          persistence={{ key, debounceMs: 0 }}
          onChange={onChange}
          onEditorReady={(e) => void editors.push(e)}
        />
      </div>,
    )
    await vi.waitFor(() => expect(xOf(editors.at(-1)!.document)).toBe(321))
    expect(editors.at(-1)!.canUndo()).toBe(false)
    expect(onChange.mock.lastCall![1]).toMatchObject({ label: 'restore', cause: 'restore' })
    await kept.clear()
  })

  it('persistence saves a change committed while its IndexedDB code is still loading', async () => {
    // persistence.ts loads on first use; onEditorReady runs in the same commit as the effect
    // that starts loading it, so this change comes first.
    const key = `events-early-${Math.random().toString(36).slice(2)}`
    await render(
      <div style={box}>
        <SceneEditor
          defaultValue={doc()}
          persistence={{ key, debounceMs: 0 }}
          onEditorReady={(e) => void e.setGeometry('a', { x: 123 })}
        />
      </div>,
    )
    const kept = createPersistence({ key })
    await vi.waitFor(async () => expect(xOf((await kept.load())!)).toBe(123))
    await kept.clear()
  })

  it('persistence refuses a record that is not a kept document, naming the key', async () => {
    const key = `events-bad-${Math.random().toString(36).slice(2)}`
    const errors: string[] = []
    const kept = createPersistence({ key, onError: (m) => void errors.push(m) })
    const { createKeyValueStore } = await import('../../src/persistence/idb-key-value.ts')
    await createKeyValueStore('podscene-documents', 'documents').set(key, { text: 'nope' })
    await expect(kept.load()).rejects.toThrow(
      `The record "${key}" in IndexedDB is not a kept document`,
    )
    expect(errors).toHaveLength(1)
    await kept.clear()
  })
})
