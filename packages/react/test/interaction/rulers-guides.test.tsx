// Rulers, guides and grid on the canvas: a guide dragged out of the top ruler (real pointer
// events through the page), a layer dragged onto it snaps; guides move, go back to the ruler,
// leave by their menu or Delete; the grid snaps; the View menu and SceneEditor keep them.
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { SceneEditor, type ViewAids } from '../../src/index.ts'
import { GUIDE_Y_NAME } from '../../src/canvas-editing/SelectionOverlay.tsx'
import { drag, frames, layerOf, mountEditor, pointer, rect, template } from './harness.tsx'

const separators = () => [
  ...document.querySelectorAll<HTMLElement>('[role="separator"][aria-label*="guide"]'),
]
const rulerNamed = (name: string) =>
  document.querySelector<HTMLElement>(`[role="button"][aria-label="${name}"]`)!

/** Presses on `from` (an element), moves through the page to `to` (client px), releases. */
async function pull(
  from: HTMLElement,
  start: { x: number; y: number },
  to: { x: number; y: number },
) {
  pointer(from, 'pointerdown', start)
  for (let i = 1; i <= 4; i++) {
    const t = i / 4
    pointer(document.body, 'pointermove', {
      x: start.x + (to.x - start.x) * t,
      y: start.y + (to.y - start.y) * t,
    })
    await frames(1)
  }
  pointer(document.body, 'pointerup', to)
  await frames(2)
}

const centreOf = (el: HTMLElement) => {
  const r = el.getBoundingClientRect()
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
}

describe('rulers and guides', () => {
  it('a guide pulled from the top ruler lands where released (zoom and pan), and a layer snaps to it', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 200, 100)]))
    h.ui.setViewAids({ rulers: true })
    await h.setView(0.5, 40, 60)
    // The view aids overlay loads when first shown.
    await expect.element(page.getByRole('button', { name: 'Top ruler' })).toBeInTheDocument()
    const top = rulerNamed('Top ruler')
    const left = rulerNamed('Left ruler')
    expect(top.getBoundingClientRect().height).toBe(20)
    // The ruler's labels follow zoom and pan: "0" sits over the canvas's left edge.
    const zero = [...top.parentElement!.querySelectorAll('text')].find(
      (t) => t.textContent === '0',
    )!
    expect(Math.abs(zero.getBoundingClientRect().left - (h.client(0, 0).x + 3))).toBeLessThan(2)
    expect(left).toBeTruthy()

    const start = centreOf(top)
    await pull(top, start, { x: start.x, y: h.client(0, 400).y })
    expect(h.ui.getState().viewAids.guides).toEqual([{ axis: 'y', at: 400 }])
    const guide = page.getByRole('separator', { name: 'Horizontal guide at y = 400 px' })
    await expect.element(guide).toBeVisible()
    expect(h.editor.canUndo()).toBe(false)

    // The layer's bottom (200) dragged by 97 canvas px lands 3 px above the guide: it snaps.
    const from = h.client(150, 150)
    await drag(h, from, { x: from.x, y: from.y + 97 * 0.5 + 100 * 0.5 }, { release: false })
    const snapLine = h.stage.findOne(`.${GUIDE_Y_NAME}`)!
    expect(snapLine.visible()).toBe(true)
    pointer(h.target, 'pointerup', { x: from.x, y: from.y + 98.5 })
    await frames(2)
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 100, y: 300 })
    h.editor.undo()
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 100, y: 100 })
    // Guides are UI state: undo does not touch them, and the document never holds them.
    expect(h.ui.getState().viewAids.guides).toHaveLength(1)
    expect(JSON.stringify(h.editor.document)).not.toContain('guide')
  })

  it('a guide is moved by dragging, removed by dragging it back onto its ruler', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 200, 100)]))
    h.ui.setViewAids({ rulers: true, guides: [{ axis: 'x', at: 300 }] })
    await h.setView(1, 50, 50)
    await expect.element(page.getByRole('button', { name: 'Top ruler' })).toBeInTheDocument()
    const guide = separators()[0]!
    expect(guide.getAttribute('aria-label')).toBe('Vertical guide at x = 300 px')
    const at = centreOf(guide)
    await pull(guide, at, { x: h.client(500, 0).x, y: at.y })
    expect(h.ui.getState().viewAids.guides).toEqual([{ axis: 'x', at: 500 }])
    // Back onto the left ruler: gone.
    const left = rulerNamed('Left ruler').getBoundingClientRect()
    await pull(separators()[0]!, centreOf(separators()[0]!), { x: left.left + 5, y: at.y })
    expect(h.ui.getState().viewAids.guides).toEqual([])
    expect(separators()).toHaveLength(0)
    // Released on the ruler itself, a pull makes no guide.
    const top = rulerNamed('Top ruler')
    await pull(top, centreOf(top), { x: centreOf(top).x + 30, y: centreOf(top).y + 2 })
    expect(h.ui.getState().viewAids.guides).toEqual([])
  })

  it('context menu "Remove guide", arrows move a guide, Delete removes it without touching layers', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 200, 100)]))
    h.ui.setViewAids({
      guides: [
        { axis: 'y', at: 200 },
        { axis: 'x', at: 640 },
      ],
    })
    await frames(2)
    await userEvent.click(page.getByRole('separator', { name: 'Vertical guide at x = 640 px' }), {
      button: 'right',
    })
    await userEvent.click(page.getByRole('menuitem', { name: 'Remove guide' }))
    expect(h.ui.getState().viewAids.guides).toEqual([{ axis: 'y', at: 200 }])

    h.editor.select(['a'])
    const horizontal = page.getByRole('separator', { name: 'Horizontal guide at y = 200 px' })
    await userEvent.click(horizontal)
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{/Shift}')
    expect(h.ui.getState().viewAids.guides).toEqual([{ axis: 'y', at: 211 }])
    await userEvent.keyboard('{Delete}')
    expect(h.ui.getState().viewAids.guides).toEqual([])
    // The canvas shortcuts did not run: the layer is still there, unmoved.
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 100, y: 100 })
  })

  it('"Snap to grid" snaps a drag to the grid; the grid is drawn over the canvas', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 200, 100)]))
    h.ui.setViewAids({ grid: true, snapToGrid: true, gridSize: 50 })
    await h.setView(1, 0, 0)
    await expect.poll(() => document.querySelector('.ps-view-aids__grid')).not.toBeNull()
    const grid = document.querySelector<HTMLElement>('.ps-view-aids__grid')!
    expect(grid.style.backgroundSize).toBe('50px 50px')
    const from = h.client(150, 150)
    await drag(h, from, { x: from.x + 47, y: from.y + 103 })
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 150, y: 200 })
    h.ui.setViewAids({ snapToGrid: false })
    const again = h.client(200, 250)
    await drag(h, again, { x: again.x + 7, y: again.y + 3 })
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 157, y: 203 })
  })
})

describe('view settings in <SceneEditor>', () => {
  it('the View menu toggles rulers and grid and sets the grid size; changes reach onViewAidsChange', async () => {
    const seen: ViewAids[] = []
    await render(
      <div style={{ width: 1200, height: 700 }}>
        <SceneEditor
          defaultValue={template([rect('a', 100, 100, 200, 100)])}
          defaultViewAids={{ guides: [{ axis: 'x', at: 960 }] }}
          onViewAidsChange={(aids) => seen.push(aids)}
          timeline={false}
          waveform={false}
        />
      </div>,
    )
    await expect
      .element(page.getByRole('separator', { name: 'Vertical guide at x = 960 px' }))
      .toBeInTheDocument()
    expect(document.querySelector('[aria-label="Top ruler"]')).toBeNull()
    await userEvent.click(page.getByRole('button', { name: 'View', exact: true }))
    const settings = page.getByRole('dialog', { name: 'View settings' })
    await userEvent.click(settings.getByRole('checkbox', { name: 'Show rulers' }))
    await expect.element(page.getByRole('button', { name: 'Top ruler' })).toBeVisible()
    await userEvent.click(settings.getByRole('checkbox', { name: 'Show grid' }))
    const size = settings.getByRole('spinbutton', { name: 'Grid size (px)' })
    await userEvent.fill(size, '0')
    await userEvent.keyboard('{Enter}')
    await expect.element(settings.getByRole('alert')).toHaveTextContent('from 2 to 1000 px')
    await userEvent.fill(size, '24')
    await userEvent.keyboard('{Enter}')
    expect(seen.at(-1)).toEqual({
      rulers: true,
      grid: true,
      snapToGrid: false,
      gridSize: 24,
      guides: [{ axis: 'x', at: 960 }],
    })
    await userEvent.click(settings.getByRole('button', { name: 'Clear guides (1)' }))
    expect(seen.at(-1)?.guides).toEqual([])
    await userEvent.keyboard('{Escape}')

    // The same toggles are registered actions: Shift+R on the canvas, "Show grid" in the palette.
    const canvas = page.getByRole('application', { name: 'Scene canvas' })
    ;(canvas.element() as HTMLElement).focus()
    await userEvent.keyboard('{Shift>}R{/Shift}')
    await expect.element(page.getByRole('button', { name: 'Top ruler' })).not.toBeInTheDocument()
    expect(seen.at(-1)?.rulers).toBe(false)
    await userEvent.keyboard('{Control>}k{/Control}')
    await userEvent.keyboard('Show grid')
    await userEvent.keyboard('{Enter}')
    expect(seen.at(-1)?.grid).toBe(false)
  })
})
