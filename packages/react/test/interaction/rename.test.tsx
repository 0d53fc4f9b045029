import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { EditorDocument } from '@podscene/core'
import { handleShortcut } from '../../src/actions/keyboard-shortcuts.ts'
import { frames, mountEditor, rect } from './harness.tsx'

function twoTracks(): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: {
      tracks: [
        { index: 0, key: 'base', type: 'main', layers: [rect('a', 0, 0, 10, 10)] },
        { index: 1, key: 'top', type: 'overlay', layers: [rect('c', 0, 0, 10, 10)] },
      ],
    },
  }
}

const f2 = { key: 'F2', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }

describe('Rename', () => {
  it('F2 on a layer row renames the layer in place: one undo step, the row shows the name', async () => {
    const h = await mountEditor(twoTracks())
    await userEvent.click(page.getByRole('treeitem', { name: 'shape c' }))
    await userEvent.keyboard('{F2}')
    const field = page.getByRole('textbox', { name: 'Rename layer' })
    await expect.element(field).toHaveFocus()
    await userEvent.fill(field, 'Lower third')
    await userEvent.keyboard('{Enter}')
    expect((h.editor.getLayer('c')!.layer as { name?: string }).name).toBe('Lower third')
    await expect.element(page.getByRole('treeitem', { name: 'Lower third' })).toBeVisible()
    expect(h.ui.getState().renaming).toBeNull()
    h.editor.undo()
    expect('name' in h.editor.getLayer('c')!.layer).toBe(false)
  })

  it('the registry action (F2 with one layer selected) opens the same field', async () => {
    const h = await mountEditor(twoTracks())
    h.editor.select(['a'])
    expect(handleShortcut(f2, { editor: h.editor, ui: h.ui, readOnly: false })).toBe(true)
    expect(h.ui.getState().renaming).toEqual({ kind: 'layer', key: 'a' })
    await expect.element(page.getByRole('textbox', { name: 'Rename layer' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(h.ui.getState().renaming).toBeNull()
    expect('name' in h.editor.getLayer('a')!.layer).toBe(false)
  })

  it('a double-click renames a track; an empty name is refused with a message', async () => {
    const h = await mountEditor(twoTracks())
    await userEvent.dblClick(page.getByText('Track 0 (main)'))
    const field = page.getByRole('textbox', { name: 'Rename track' })
    await expect.element(field).toHaveFocus()
    await userEvent.fill(field, '   ')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('alert')).toHaveTextContent('name must not be empty')
    await expect.element(field).toBeVisible()
    expect(h.editor.canUndo()).toBe(false)
    await userEvent.fill(field, 'Backdrop')
    await userEvent.keyboard('{Enter}')
    await frames(2)
    expect((h.editor.getTracks()[0] as { name?: string }).name).toBe('Backdrop')
    await expect.element(page.getByRole('treeitem', { name: 'Backdrop' })).toBeVisible()
  })
})
