import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { Layer } from '@podscene/core'
import { frames, layerOf, mountEditor, template, type Harness } from './harness.tsx'

const title = (): Layer => ({
  key: 'title',
  type: 'text',
  x: 100,
  y: 100,
  w: 500,
  h: 120,
  prop: { textInfo: { content: 'Hello', fontSize: 60, color: '#ffcc00', textAlign: 'center' } },
})

const content = (h: Harness) => layerOf(h.editor, 'title').prop?.textInfo?.content

/** Double-clicks canvas point (x, y) with real pointer input. */
async function doubleClickAt(h: Harness, x: number, y: number) {
  const app = page.getByRole('application', { name: 'Scene canvas' })
  const box = app.element().getBoundingClientRect()
  const p = h.client(x, y)
  await userEvent.dblClick(app, { position: { x: p.x - box.left, y: p.y - box.top } })
  await frames(2)
}

describe('inline text editing on the canvas', () => {
  it('double-click opens a textarea over the layer; typing and Enter commit one undo step', async () => {
    const h = await mountEditor(template([title()]))
    await doubleClickAt(h, 300, 160)
    const area = page.getByRole('textbox', { name: 'Edit text' })
    await expect.element(area).toBeVisible()
    expect((area.element() as HTMLTextAreaElement).value).toBe('Hello')
    // Laid over the layer: its box under the view (zoom 1, no pan).
    const a = area.element().getBoundingClientRect()
    const topLeft = h.client(100, 100)
    expect([a.left - topLeft.x, a.top - topLeft.y, a.width, a.height]).toEqual([0, 0, 500, 120])
    // The canvas leaves the layer out while it is edited.
    expect(h.stage.findOne('#title')).toBeUndefined()
    await userEvent.keyboard('{Control>}a{/Control}Hi there{Shift>}{Enter}{/Shift}friend{Enter}')
    await frames(2)
    expect(content(h)).toBe('Hi there\nfriend')
    await expect.element(area).not.toBeInTheDocument()
    expect(h.stage.findOne('#title')).toBeDefined()
    expect(h.editor.historyDepth.undo).toBe(1)
    h.editor.undo()
    expect(content(h)).toBe('Hello')
  })

  it('vertical text is typed in columns, as the canvas draws it (writingMode)', async () => {
    const vertical: Layer = {
      ...title(),
      h: 400,
      prop: {
        textInfo: { content: '春晓', fontSize: 60, color: '#ffffff', writingMode: 'vertical-rl' },
      },
    }
    const h = await mountEditor(template([vertical]))
    await doubleClickAt(h, 300, 200)
    const area = page.getByRole('textbox', { name: 'Edit text' })
    await expect.element(area).toBeVisible()
    const css = getComputedStyle(area.element())
    expect([css.writingMode, css.textOrientation]).toEqual(['vertical-rl', 'mixed'])
    await userEvent.keyboard('{Control>}a{/Control}春眠{Enter}')
    expect(layerOf(h.editor, 'title').prop?.textInfo?.content).toBe('春眠')
  })

  it('Escape cancels: the document is unchanged and nothing is recorded', async () => {
    const h = await mountEditor(template([title()]))
    const before = h.editor.getState().document
    await doubleClickAt(h, 300, 160)
    await userEvent.keyboard('Changed{Escape}')
    await frames(2)
    await expect.element(page.getByRole('textbox', { name: 'Edit text' })).not.toBeInTheDocument()
    expect(h.editor.getState().document).toBe(before)
    expect(h.editor.canUndo()).toBe(false)
  })

  it('a click outside commits', async () => {
    const h = await mountEditor(template([title()]))
    await doubleClickAt(h, 300, 160)
    await userEvent.keyboard('{Control>}a{/Control}Outside')
    const app = page.getByRole('application', { name: 'Scene canvas' })
    await userEvent.click(app, { position: { x: 900, y: 500 } })
    await frames(2)
    expect(content(h)).toBe('Outside')
  })
})
