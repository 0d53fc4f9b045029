import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { Editor } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import { frames, mountEditor, rect, template } from './harness.tsx'

/** 5,000 shape layers `l0` (bottom) … `l4999` (top of the draw order) in one track. */
const manyLayers = (count = 5000) =>
  template(Array.from({ length: count }, (_, i) => rect(`l${i}`, i % 500, 0, 10, 10)))

const rows = () => document.querySelectorAll('[role="treeitem"]')
const focused = () => document.activeElement?.getAttribute('aria-label')
/** Generous: what fits a tall panel plus the overscan, far below the 5,001 rows of the tree. */
const MAX_ROWS = 120

describe('LayerList with 5,000 layers (virtualised)', () => {
  it('in the scene editor: a bounded number of rows; End, arrows and Home reach every end', async () => {
    let editor: Editor | null = null
    await render(
      <div style={{ width: 1200, height: 760 }}>
        <SceneEditor
          defaultValue={manyLayers()}
          onEditorReady={(e) => {
            editor = e
          }}
        />
      </div>,
    )
    await expect.element(page.getByRole('treeitem', { name: 'shape l4999' })).toBeVisible()
    expect(editor).not.toBeNull()
    expect(rows().length).toBeGreaterThan(5)
    expect(rows().length).toBeLessThan(MAX_ROWS)
    const last = page.getByRole('treeitem', { name: 'shape l0' })
    expect(last.query()).toBeNull() // far out of view: not in the DOM

    await userEvent.click(page.getByRole('treeitem', { name: 'shape l4999' }))
    await userEvent.keyboard('{End}')
    await expect.poll(focused).toBe('shape l0')
    await expect.element(last).toBeVisible()
    expect(last.element().getAttribute('aria-posinset')).toBe('5000')
    expect(last.element().getAttribute('aria-setsize')).toBe('5000')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    await expect.poll(focused).toBe('shape l2')
    expect(editor!.getState().session.selection).toEqual(['l2'])
    expect(rows().length).toBeLessThan(MAX_ROWS)
    await userEvent.keyboard('{Home}')
    await expect.poll(focused).toBe('Track 0 (main)')
    await expect.element(page.getByRole('treeitem', { name: 'Track 0 (main)' })).toBeVisible()
    expect(rows().length).toBeLessThan(MAX_ROWS)
  })

  it('a selection made elsewhere scrolls its row into view (the list scrolls with the window)', async () => {
    const h = await mountEditor(manyLayers())
    expect(rows().length).toBeLessThan(MAX_ROWS)
    h.editor.select(['l2500'])
    await frames(3)
    const row = page.getByRole('treeitem', { name: 'shape l2500' })
    await expect.element(row).toBeVisible()
    await expect.element(row).toHaveAttribute('aria-selected', 'true')
    const box = row.element().getBoundingClientRect()
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight)
    expect(rows().length).toBeLessThan(MAX_ROWS)

    // A rename started elsewhere (the Rename action) brings its row and field into view.
    h.ui.setRenaming({ kind: 'layer', key: 'l7' })
    const field = page.getByRole('textbox', { name: 'Rename layer' })
    await expect.element(field).toBeVisible()
    await expect
      .poll(() => field.element().getBoundingClientRect().bottom)
      .toBeLessThanOrEqual(window.innerHeight)
    expect(field.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(0)
    await userEvent.fill(field, 'seventh')
    await userEvent.keyboard('{Enter}')
    expect(h.editor.getTracks()[0]!.layers![7]!.name).toBe('seventh')
    await expect.poll(focused).toBe('seventh')
  })
})
