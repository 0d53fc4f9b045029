import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, serialize, type EditorDocument } from '@podscene/core'
import {
  EditorCanvas,
  EditorProvider,
  LayerList,
  Timeline,
  createActionRegistry,
  createUiStore,
  defaultActions,
  type ActionRegistry,
  type CanvasInteraction,
  type UiStore,
} from '../../src/index.ts'
import {
  ActionOverlays,
  shortcutGroups,
  shortcutLabel,
  shortcutsOf,
} from '../../src/actions/index.ts'
import '../../src/styles.css'
import { boxDocument } from './editor-mounts.tsx'

const doc = (): EditorDocument => boxDocument({ x: 200, y: 200, w: 400, h: 200 })

interface Mounted {
  editor: Editor
  ui: UiStore
  canvasEl: HTMLElement
}

/** Layer list, a 960×540 canvas at zoom 0.5 (canvas px = 2 × element px), timeline, overlays. */
async function mount(actions?: ActionRegistry): Promise<Mounted> {
  const editor = new Editor(doc())
  const ui = createUiStore()
  let interaction: CanvasInteraction | null = null
  await render(
    <EditorProvider editor={editor} ui={ui} actions={actions}>
      <div style={{ display: 'flex' }}>
        <div style={{ width: 240, flex: 'none' }}>
          <LayerList />
        </div>
        <div style={{ width: 960, height: 540, display: 'grid', flex: 'none' }}>
          <EditorCanvas onInteractionReady={(i) => (interaction = i)} />
        </div>
      </div>
      <Timeline />
      <ActionOverlays />
    </EditorProvider>,
  )
  for (let i = 0; i < 50 && !interaction; i++) {
    await new Promise((r) => requestAnimationFrame(r))
  }
  editor.setZoom(0.5)
  ui.setPan(0, 0)
  await new Promise((r) => requestAnimationFrame(r))
  await new Promise((r) => requestAnimationFrame(r))
  const canvasEl = page.getByRole('application', { name: 'Scene canvas' }).element() as HTMLElement
  return { editor, ui, canvasEl }
}

const menuItem = (name: string) => page.getByRole('menuitem', { name, exact: true })

async function rightClickCanvas(el: HTMLElement, canvasX: number, canvasY: number) {
  await userEvent.click(el, { button: 'right', position: { x: canvasX / 2, y: canvasY / 2 } })
}

describe('context menu', () => {
  it('right-click on a layer → Duplicate duplicates it (one undo step)', async () => {
    const { editor, canvasEl } = await mount()
    const before = serialize(editor.document)
    await rightClickCanvas(canvasEl, 400, 300)
    const menu = page.getByRole('menu', { name: 'Context menu' })
    await expect.element(menu).toBeVisible()
    expect(editor.getState().session.selection).toEqual(['a'])
    // Layer actions, no Insert-only canvas items like Select all.
    await expect.element(menuItem('Delete')).toBeVisible()
    await expect.element(menuItem('Select all')).not.toBeInTheDocument()
    await userEvent.click(menuItem('Duplicate'))
    await expect.element(menu).not.toBeInTheDocument()
    const layers = editor.getTracks()[0]!.layers!
    expect(layers).toHaveLength(2)
    expect(editor.getState().session.selection).toEqual([layers[1]!.key])
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('right-click on the empty canvas → Insert → Text inserts a text centred at the point', async () => {
    const { editor, canvasEl } = await mount()
    await rightClickCanvas(canvasEl, 1400, 800)
    await expect.element(menuItem('Select all')).toBeVisible()
    await expect.element(menuItem('Delete')).not.toBeInTheDocument()
    await userEvent.hover(menuItem('Insert'))
    const submenu = page.getByRole('menu', { name: 'Insert' })
    await expect.element(submenu).toBeVisible()
    expect(
      submenu
        .getByRole('menuitem')
        .elements()
        .map((e) => e.getAttribute('aria-label')),
    ).toEqual([
      'Text',
      'Image',
      'Video',
      'Shape',
      'Color',
      'Subtitle',
      'Waveform',
      'Person',
      'Audio',
      'From a file…',
    ])
    await userEvent.click(menuItem('Text'))
    const text = editor.getLayer('text-1')!.layer
    expect(Math.abs(text.x! + text.w! / 2 - 1400)).toBeLessThanOrEqual(1)
    expect(Math.abs(text.y! + text.h! / 2 - 800)).toBeLessThanOrEqual(1)
    expect(editor.getState().session.selection).toEqual(['text-1'])
  })

  it('opens from the keyboard (Shift+F10) on a layer-list row; arrows, Escape returns focus', async () => {
    const { editor } = await mount()
    const row = page.getByRole('treeitem', { name: 'Box' }) // the layer's given name
    await userEvent.click(row)
    await userEvent.keyboard('{Shift>}{F10}{/Shift}')
    const menu = page.getByRole('menu', { name: 'Context menu' })
    await expect.element(menu).toBeVisible()
    const first = menu.getByRole('menuitem').first()
    await expect.element(first).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(menu.getByRole('menuitem').nth(1)).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(menu).not.toBeInTheDocument()
    await expect.element(row).toHaveFocus()
    // Escape closed the menu only: the selection is still there.
    expect(editor.getState().session.selection).toEqual(['a'])
  })

  it('on the canvas from the keyboard: the menu of the selection, or the canvas menu when none', async () => {
    const { editor, canvasEl } = await mount()
    canvasEl.focus()
    await userEvent.keyboard('{ContextMenu}')
    const menu = page.getByRole('menu', { name: 'Context menu' })
    await expect.element(menu).toHaveAttribute('data-context', 'canvas')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('application', { name: 'Scene canvas' })).toHaveFocus()
    editor.select(['a'])
    await userEvent.keyboard('{Shift>}{F10}{/Shift}')
    await expect.element(menu).toHaveAttribute('data-context', 'canvas-layer')
    // Enter on the focused first item (Cut) runs it: the layer goes, one undo step brings it back.
    await userEvent.keyboard('{Enter}')
    expect(editor.getLayer('a')).toBeUndefined()
    editor.undo()
    expect(editor.getLayer('a')).toBeDefined()
  })

  it('Lock on a layer-list row locks it, and then the menu offers Unlock instead', async () => {
    const { ui } = await mount()
    const row = page.getByRole('treeitem', { name: 'Box' }) // the layer's given name
    await userEvent.click(row, { button: 'right' })
    await userEvent.click(menuItem('Lock'))
    expect(ui.getState().locked.has('a')).toBe(true)
    await userEvent.click(row, { button: 'right' })
    await expect.element(menuItem('Unlock')).toBeVisible()
    await expect.element(menuItem('Lock')).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
  })

  it('on a timeline clip: Split at playhead splits it; the menu is built from the registry', async () => {
    const registry = createActionRegistry(defaultActions)
    registry.update('split', { label: 'Cut here' })
    const { editor } = await mount(registry)
    editor.setPlayhead(1000)
    const clip = page.getByRole('region', { name: 'Timeline' }).getByRole('button', {
      name: /Box/,
    })
    await userEvent.click(clip, { button: 'right' })
    await userEvent.click(menuItem('Cut here'))
    const layers = editor.getTracks()[0]!.layers!
    expect(layers.map((l) => [l.timeline?.start, l.timeline?.end])).toEqual([
      [0, 1000],
      [1000, 4000],
    ])
  })
})

describe('command palette', () => {
  it('Ctrl+K, type "dup", Enter duplicates the selection; Escape closes and returns focus', async () => {
    const { editor, canvasEl } = await mount()
    editor.select(['a'])
    canvasEl.focus()
    await userEvent.keyboard('{Control>}k{/Control}')
    const dialog = page.getByRole('dialog', { name: 'Command palette' })
    await expect.element(dialog).toBeVisible()
    const input = dialog.getByRole('combobox')
    await expect.element(input).toHaveFocus()
    await userEvent.keyboard('dup')
    const first = dialog.getByRole('option').first()
    await expect.element(first).toHaveAccessibleName('Duplicate')
    // The shortcut is drawn for the eye (VisualText), outside the option's name.
    await expect
      .element(first.element().querySelector<HTMLElement>('[data-visual-text]')!)
      .toHaveAttribute('data-visual-text', 'Ctrl+D')
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog).not.toBeInTheDocument()
    expect(editor.getTracks()[0]!.layers).toHaveLength(2)
    await expect.element(page.getByRole('application', { name: 'Scene canvas' })).toHaveFocus()

    await userEvent.keyboard('{Control>}k{/Control}')
    await expect.element(dialog).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(page.getByRole('application', { name: 'Scene canvas' })).toHaveFocus()
  })

  it('lists only enabled actions: nothing selected, no Delete', async () => {
    const { canvasEl } = await mount()
    canvasEl.focus()
    await userEvent.keyboard('{Control>}k{/Control}')
    const dialog = page.getByRole('dialog', { name: 'Command palette' })
    await expect.element(dialog.getByRole('option', { name: 'Select all' })).toBeVisible()
    await expect.element(dialog.getByRole('option', { name: 'Delete' })).not.toBeInTheDocument()
    await userEvent.keyboard('text')
    await expect.element(dialog.getByRole('option').first()).toHaveAccessibleName('Insert › Text')
    await userEvent.keyboard('{Escape}')
  })
})

describe('shortcut help', () => {
  it('? lists every action with a shortcut, grouped, exactly as registered', async () => {
    const registry = createActionRegistry(defaultActions)
    registry.register({
      id: 'embedder.hello',
      label: 'Say hello',
      shortcut: 'Mod+Shift+H',
      group: 'custom',
      perform: () => {},
    })
    registry.remove('zoom-100')
    const { canvasEl } = await mount(registry)
    canvasEl.focus()
    await userEvent.keyboard('?')
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect.element(dialog).toBeVisible()
    const rows = dialog
      .getByRole('row')
      .elements()
      .map((row) => [row.getAttribute('data-action'), row.querySelector('td')!.textContent])
    const expected = shortcutGroups(registry.list()).flatMap(({ actions }) =>
      actions.map((a) => [
        a.id,
        shortcutsOf(a)
          .map((s) => shortcutLabel(s))
          .join(' or '),
      ]),
    )
    expect(rows).toEqual(expected)
    expect(rows).toContainEqual(['embedder.hello', 'Ctrl+Shift+H'])
    expect(rows.map(([id]) => id)).not.toContain('zoom-100')
    expect(rows).toContainEqual(['split', 'S'])
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
  })
})
