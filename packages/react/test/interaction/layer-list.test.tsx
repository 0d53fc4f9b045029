import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { EditorDocument } from '@podscene/core'
import { frames, mountEditor, rect, type Harness } from './harness.tsx'

/** Two tracks: `top` (index 1) draws above `base` (index 0). */
function twoTracks(): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: {
      tracks: [
        {
          index: 0,
          key: 'base',
          type: 'main',
          layers: [rect('a', 0, 0, 10, 10), rect('b', 0, 0, 10, 10)],
        },
        { index: 1, key: 'top', type: 'overlay', layers: [rect('c', 0, 0, 10, 10)] },
      ],
    },
  }
}

const tree = () => page.getByRole('tree', { name: 'Layers' })
const rows = () => [...document.querySelectorAll('[role="treeitem"]')]
const layerOrder = (h: Harness) =>
  h.editor.getTracks().map((t) => (t.layers ?? []).map((l) => l.key).join(','))

describe('LayerList', () => {
  it('mirrors tracks and layers top of the draw order first, with tree semantics', async () => {
    await mountEditor(twoTracks())
    await expect.element(tree()).toBeVisible()
    const items = rows().map((r) => [r.getAttribute('aria-level'), r.getAttribute('aria-label')])
    expect(items).toEqual([
      ['1', 'Track 1 (overlay)'],
      ['2', 'shape c'],
      ['1', 'Track 0 (main)'],
      ['2', 'shape b'],
      ['2', 'shape a'],
    ])
    expect(rows().filter((r) => r.getAttribute('tabindex') === '0')).toHaveLength(1)
  })

  it('arrows, Home and End move focus; Enter selects; Shift+Enter adds', async () => {
    const h = await mountEditor(twoTracks())
    await userEvent.click(page.getByRole('treeitem', { name: 'shape c' }))
    expect(h.editor.getState().session.selection).toEqual(['c'])
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('shape b')
    await userEvent.keyboard('{Enter}')
    expect(h.editor.getState().session.selection).toEqual(['b'])
    await userEvent.keyboard('{End}{Shift>}{Enter}{/Shift}')
    expect(h.editor.getState().session.selection).toEqual(['b', 'a'])
    await userEvent.keyboard('{Home}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Track 1 (overlay)')
    await userEvent.keyboard('{ArrowLeft}')
    expect(rows()).toHaveLength(4) // the top track collapsed
    await userEvent.keyboard('{ArrowRight}')
    expect(rows()).toHaveLength(5)
    const selected = rows().filter((r) => r.getAttribute('aria-selected') === 'true')
    expect(selected.map((r) => r.getAttribute('aria-label'))).toEqual(['shape b', 'shape a'])
  })

  it('Alt+ArrowUp/Down reorders a layer, across tracks at the ends; each move is undoable', async () => {
    const h = await mountEditor(twoTracks())
    await userEvent.click(page.getByRole('treeitem', { name: 'shape a' }))
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}')
    expect(layerOrder(h)).toEqual(['b,a', 'c'])
    await frames(2)
    expect(document.activeElement?.getAttribute('aria-label')).toBe('shape a')
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}')
    expect(layerOrder(h)).toEqual(['b', 'a,c'])
    h.editor.undo()
    h.editor.undo()
    expect(layerOrder(h)).toEqual(['a,b', 'c'])
  })

  it('reorders by dragging a row onto another', async () => {
    const h = await mountEditor(twoTracks())
    await userEvent.dragAndDrop(
      page.getByRole('treeitem', { name: 'shape a' }),
      page.getByRole('treeitem', { name: 'shape c' }),
    )
    expect(layerOrder(h)).toEqual(['b', 'c,a'])
  })

  it('visibility and lock toggles are named buttons; hidden layers leave the canvas', async () => {
    const h = await mountEditor(twoTracks())
    const hide = page.getByRole('button', { name: 'Hide shape b' })
    await userEvent.click(hide)
    expect(h.ui.getState().hidden.has('b')).toBe(true)
    await expect
      .element(page.getByRole('button', { name: 'Show shape b' }))
      .toHaveAttribute('aria-pressed', 'true')
    await frames(2)
    expect(h.stage.findOne('#b')).toBeUndefined()
    expect(h.stage.findOne('#a')).toBeDefined()
    await userEvent.click(page.getByRole('button', { name: 'Lock shape a' }))
    expect(h.ui.getState().locked.has('a')).toBe(true)
    await expect.element(page.getByRole('button', { name: 'Unlock shape a' })).toBeVisible()
    // Session state only: the document is untouched.
    expect(h.editor.canUndo()).toBe(false)
  })
})
