import Konva from 'konva'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { serialize, type Editor, type EditorDocument } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import { frames } from '../interaction/harness.tsx'
import '../../src/styles.css'

/** A 16:9 template: a colour background and a title text, neither a slot yet. */
const template = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't0',
        type: 'main',
        layers: [
          { key: 'bg', type: 'color', x: 0, y: 0, w: 1920, h: 1080, color: '#112233', extra: null },
          {
            key: 'title',
            type: 'text',
            x: 200,
            y: 300,
            w: 1400,
            h: 200,
            prop: { textInfo: { content: 'Original title', fontSize: 80 } },
          },
        ],
      },
    ],
  },
})

async function mount(doc = template()) {
  let editor: Editor | null = null
  await render(
    <div style={{ width: 1280, height: 720 }}>
      <SceneEditor
        defaultValue={doc}
        onEditorReady={(e) => {
          editor = e
        }}
      />
    </div>,
  )
  await expect.poll(() => editor).not.toBeNull()
  await userEvent.click(page.getByRole('tab', { name: 'Slots' }))
  return editor! as Editor
}

const slots = () => page.getByRole('region', { name: 'Slots' })
const canvasTexts = () =>
  Konva.stages
    .at(-1)!
    .find('Text')
    .map((n) => (n as Konva.Text).text())

async function markSelected(treeItem: string, name: string) {
  await userEvent.click(page.getByRole('treeitem', { name: treeItem }))
  const field = slots().getByRole('textbox', { name: 'Slot name' })
  await userEvent.fill(field, name)
  await userEvent.click(slots().getByRole('button', { name: 'Mark as slot' }))
}

describe('SlotsPanel', () => {
  it('marks the selected layer as a slot: manifest row, replace_key in the document, exact undo', async () => {
    const editor = await mount()
    const before = serialize(editor.document)
    await expect.element(slots().getByText('No slots yet', { exact: false })).toBeVisible()
    await markSelected('text: Original title', 'headline')
    const row = slots().getByRole('listitem').filter({ hasText: 'headline' })
    await expect.element(row).toBeVisible()
    await expect.element(row.getByText('text', { exact: true })).toBeVisible()
    await expect.element(row.getByText('Current: Original title')).toBeVisible()
    const layer = editor.getLayer('title')!.layer
    expect(layer.api_template_meta).toEqual({ replace_key: 'headline' })
    // Only that key was added: everything else serializes as before.
    const { api_template_meta: _, ...rest } = layer
    expect(rest).toEqual(JSON.parse(before).scene.tracks[0].layers[1])

    await userEvent.click(page.getByRole('button', { name: 'Undo' }))
    expect(serialize(editor.document)).toBe(before)
    await expect.element(slots().getByText('No slots yet', { exact: false })).toBeVisible()
  })

  it('unmarks a slot in one undo step', async () => {
    const editor = await mount()
    await markSelected('text: Original title', 'headline')
    const marked = serialize(editor.document)
    await userEvent.click(slots().getByRole('button', { name: 'Unmark slot' }))
    expect(editor.getLayer('title')!.layer.api_template_meta).toBeUndefined()
    editor.undo()
    expect(serialize(editor.document)).toBe(marked)
  })

  it('previews a fill on the canvas without changing the document or the history', async () => {
    const editor = await mount()
    await markSelected('text: Original title', 'title')
    await markSelected('color bg', 'background')
    const document = editor.document
    const undoable = editor.canUndo()
    await userEvent.fill(slots().getByRole('textbox', { name: 'Sample title' }), 'Sample headline')
    await userEvent.fill(slots().getByRole('textbox', { name: 'Sample background' }), '#ff0000')
    await userEvent.click(slots().getByRole('button', { name: 'Preview fill' }))
    await expect.poll(canvasTexts).toContain('Sample headline')
    await expect.element(page.getByText('Fill preview (read-only)')).toBeVisible()
    expect(editor.document).toBe(document)
    expect(editor.canUndo()).toBe(undoable)

    await userEvent.click(slots().getByRole('button', { name: 'Clear fill' }))
    await expect.poll(canvasTexts).toContain('Original title')
    expect(canvasTexts()).not.toContain('Sample headline')
    expect(editor.document).toBe(document)
  })

  it('shows a data error beside the field, naming the slot path, and previews nothing', async () => {
    const editor = await mount()
    await markSelected('color bg', 'background')
    const document = editor.document
    const field = slots().getByRole('textbox', { name: 'Sample background' })
    await userEvent.fill(field, 'not a colour')
    await userEvent.click(slots().getByRole('button', { name: 'Preview fill' }))
    await expect.element(field).toHaveAttribute('aria-invalid', 'true')
    await expect.element(slots().getByRole('alert')).toHaveTextContent(/^data\.background: /)
    expect(page.getByText('Fill preview (read-only)').query()).toBeNull()
    expect(editor.document).toBe(document)
  })

  it('applies a fill as one undo step', async () => {
    const editor = await mount()
    await markSelected('text: Original title', 'title')
    const marked = serialize(editor.document)
    await userEvent.fill(slots().getByRole('textbox', { name: 'Sample title' }), 'Applied')
    await userEvent.click(slots().getByRole('button', { name: 'Apply fill' }))
    // Planned in the lint worker, then written on the page.
    await expect.poll(() => editor.getLayer('title')!.layer.prop?.textInfo?.content).toBe('Applied')
    await frames(2)
    editor.undo()
    expect(serialize(editor.document)).toBe(marked)
  })
})
