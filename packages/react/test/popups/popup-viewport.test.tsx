// Popups placed by Floating UI (src/lib/use-popup-position.ts) stay inside the viewport: opened
// next to the bottom-right corner they flip above / left of their anchor instead of leaving it.
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument } from '@podscene/core'
import { EditorCanvas, EditorProvider, createUiStore, type UiStore } from '../../src/index.ts'
import { ActionOverlays, InsertMenu } from '../../src/actions/index.ts'
import { ViewAidsMenu } from '../../src/canvas-editing/view-aids/ViewAidsMenu.tsx'
import '../../src/styles.css'
import { boxDocument } from '../ui/editor-mounts.tsx'

const doc = (): EditorDocument => boxDocument({ x: 0, y: 0, w: 1080, h: 1080 })

/** A canvas filling the window, and Insert and View buttons in its bottom-right corner. */
async function mount(): Promise<{ editor: Editor; ui: UiStore }> {
  const editor = new Editor(doc())
  const ui = createUiStore()
  await render(
    <EditorProvider editor={editor} ui={ui}>
      <div style={{ position: 'fixed', inset: 0, display: 'grid' }}>
        <EditorCanvas />
      </div>
      <div
        role="group"
        aria-label="Corner"
        style={{ position: 'fixed', right: 2, bottom: 2, display: 'flex', gap: 4 }}
      >
        <InsertMenu ui={{ store: ui, readOnly: false }} />
        <ViewAidsMenu />
      </div>
      <ActionOverlays />
    </EditorProvider>,
  )
  await expect.element(page.getByRole('application', { name: 'Scene canvas' })).toBeVisible()
  return { editor, ui }
}

/** The element's box, and whether it lies inside the window. */
function placement(el: Element) {
  const r = el.getBoundingClientRect()
  return {
    inside:
      r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight,
    box: r,
  }
}

afterEach(async () => {
  await userEvent.keyboard('{Escape}')
})

describe('popups near the bottom-right corner of the window', () => {
  it('the context menu opens above and left of the pointer, and so does its submenu', async () => {
    await mount()
    const canvas = page.getByRole('application', { name: 'Scene canvas' }).element()
    const r = canvas.getBoundingClientRect()
    // Just above the corner buttons.
    const x = r.width - 6
    const y = r.height - 40
    await userEvent.click(canvas, { button: 'right', position: { x, y } })
    const menu = page.getByRole('menu', { name: 'Context menu' })
    await expect.element(menu).toBeVisible()
    await expect.poll(() => placement(menu.element()).inside).toBe(true)
    const box = placement(menu.element()).box
    expect(box.height).toBeGreaterThan(100)
    expect(box.bottom).toBeLessThanOrEqual(r.top + y + 1)
    expect(box.right).toBeLessThanOrEqual(r.left + x + 1)

    // A submenu opens from its item, flipped to the left at the right edge.
    const item = menu.element().querySelector('[aria-haspopup="menu"]') as HTMLElement
    expect(item).not.toBeNull()
    await userEvent.click(item)
    const submenu = page.getByRole('menu', { name: item.textContent!.replace('▸', '').trim() })
    await expect.element(submenu).toBeVisible()
    await expect.poll(() => placement(submenu.element()).inside).toBe(true)
    expect(placement(submenu.element()).box.right).toBeLessThanOrEqual(
      item.getBoundingClientRect().left + 1,
    )
  })

  it('the Insert menu opens above its button, inside the window', async () => {
    await mount()
    const button = page
      .getByRole('group', { name: 'Corner' })
      .getByRole('button', { name: 'Insert' })
    await userEvent.click(button)
    const menu = page.getByRole('menu', { name: 'Insert' })
    await expect.element(menu).toBeVisible()
    await expect.poll(() => placement(menu.element()).inside).toBe(true)
    expect(placement(menu.element()).box.bottom).toBeLessThanOrEqual(
      button.element().getBoundingClientRect().top,
    )
    // Keyboard behaviour is the menu's own: the first item has focus, ↓ moves, Escape closes.
    await expect.element(page.getByRole('menuitem', { name: 'Text' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('menuitem', { name: 'Text' })).not.toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(menu).not.toBeInTheDocument()
    await expect.element(button).toHaveFocus()
  })

  it('the View settings dialog opens above its button, inside the window', async () => {
    await mount()
    const button = page.getByRole('group', { name: 'Corner' }).getByRole('button', { name: 'View' })
    await userEvent.click(button)
    const dialog = page.getByRole('dialog', { name: 'View settings' })
    await expect.element(dialog).toBeVisible()
    await expect.poll(() => placement(dialog.element()).inside).toBe(true)
    expect(placement(dialog.element()).box.bottom).toBeLessThanOrEqual(
      button.element().getBoundingClientRect().top,
    )
  })
})
