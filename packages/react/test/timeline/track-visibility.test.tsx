import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { EditorProvider, Timeline } from '../../src/index.ts'
import {
  drag,
  frames,
  layerOf,
  mountEditor,
  pointer,
  rect,
  template,
} from '../interaction/harness.tsx'

/** The canvas editor (layer list + canvas) and a Timeline below it on the same Editor and UiStore. */
async function mountWithTimeline() {
  const a = { ...rect('a', 100, 100, 200, 150), timeline: { start: 0, end: 3000 } }
  const b = { ...rect('b', 500, 500, 100, 100, '#00ff00'), timeline: { start: 1000, end: 4000 } }
  const h = await mountEditor(template([a, b]))
  await render(
    <EditorProvider editor={h.editor} ui={h.ui}>
      <div className="ps-scene-editor" style={{ display: 'block', width: 900 }}>
        <Timeline />
      </div>
    </EditorProvider>,
  )
  await frames(3)
  return h
}

describe('Track hide / lock', () => {
  it('Hide <track> hides every layer of the track on the canvas and in the layer list', async () => {
    const h = await mountWithTimeline()
    expect(h.stage.findOne('#a')).toBeDefined()
    const hide = page.getByRole('button', { name: 'Hide Track 0', exact: true })
    await expect.element(hide).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(hide)
    await frames(2)
    expect([...h.ui.getState().hidden].sort()).toEqual(['a', 'b'])
    expect(h.stage.findOne('#a')).toBeUndefined()
    expect(h.stage.findOne('#b')).toBeUndefined()
    const show = page.getByRole('button', { name: 'Show Track 0', exact: true })
    await expect.element(show).toHaveAttribute('aria-pressed', 'true')
    // The layer list's eyes say the same.
    await expect.element(page.getByRole('button', { name: /^Show .*\ba$/ })).toBeInTheDocument()
    // Showing one layer from the layer list: the track is no longer all hidden.
    await userEvent.click(page.getByRole('button', { name: /^Show .*\ba$/ }))
    await expect.element(hide).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(hide)
    await userEvent.click(show)
    await frames(2)
    expect(h.ui.getState().hidden.size).toBe(0)
    expect(h.stage.findOne('#a')).toBeDefined()
    // Session state: the document is untouched, nothing to undo.
    expect(h.editor.canUndo()).toBe(false)
  })

  it('Lock <track> makes its layers neither selectable nor movable on canvas and timeline', async () => {
    const h = await mountWithTimeline()
    await userEvent.click(page.getByRole('button', { name: 'Lock Track 0', exact: true }))
    await frames(2)
    expect([...h.ui.getState().locked].sort()).toEqual(['a', 'b'])
    await expect
      .element(page.getByRole('button', { name: 'Unlock Track 0', exact: true }))
      .toHaveAttribute('aria-pressed', 'true')
    // Canvas: a press on `a` passes through, a drag moves nothing.
    const start = h.client(150, 150)
    await drag(h, start, { x: start.x + 50, y: start.y + 50 })
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 100, y: 100 })
    expect(h.editor.getState().session.selection).toEqual([])
    // Timeline: the clip has no trim handles and a drag does not move it.
    const clip = document.querySelector<HTMLElement>('.ps-timeline [data-layer-key="a"]')!
    expect(clip.querySelector('[data-edge]')).toBeNull()
    const r = clip.getBoundingClientRect()
    pointer(clip, 'pointerdown', { x: r.left + 20, y: r.top + 5 })
    for (let i = 1; i <= 4; i++) {
      pointer(clip, 'pointermove', { x: r.left + 20 + i * 20, y: r.top + 5 })
      await frames(1)
    }
    pointer(clip, 'pointerup', { x: r.left + 100, y: r.top + 5 })
    await frames(2)
    expect(layerOf(h.editor, 'a').timeline).toEqual({ start: 0, end: 3000 })
    expect(h.editor.canUndo()).toBe(false)
    await userEvent.click(page.getByRole('button', { name: 'Unlock Track 0', exact: true }))
    expect(h.ui.getState().locked.size).toBe(0)
  })
})
