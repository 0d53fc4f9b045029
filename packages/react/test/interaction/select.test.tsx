import { describe, expect, it } from 'vitest'
import type { Layer } from '@podscene/core'
import { MARQUEE_NAME } from '../../src/canvas-editing/SelectionOverlay.tsx'
import { drag, frames, mountEditor, pointer, rect, template } from './harness.tsx'

const threeLayers = () =>
  template([
    rect('a', 50, 50, 100, 100),
    rect('b', 250, 50, 100, 100),
    rect('c', 450, 300, 100, 100),
  ])

function click(
  h: Awaited<ReturnType<typeof mountEditor>>,
  x: number,
  y: number,
  init: PointerEventInit = {},
) {
  const p = h.client(x, y)
  pointer(h.target, 'pointerdown', p, init)
  pointer(h.target, 'pointerup', p, init)
}

describe('selecting on the canvas', () => {
  it('click selects, shift-click toggles, a click on empty canvas clears', async () => {
    const h = await mountEditor(threeLayers())
    click(h, 100, 100)
    expect(h.editor.getState().session.selection).toEqual(['a'])
    click(h, 300, 100, { shiftKey: true })
    expect(h.editor.getState().session.selection).toEqual(['a', 'b'])
    click(h, 100, 100, { shiftKey: true })
    expect(h.editor.getState().session.selection).toEqual(['b'])
    click(h, 700, 450)
    expect(h.editor.getState().session.selection).toEqual([])
    expect(h.editor.canUndo()).toBe(false)
  })

  it('attaches the Transformer to the selected nodes', async () => {
    const h = await mountEditor(threeLayers())
    h.editor.select(['a', 'c'])
    await frames(2)
    const tr = h.stage.findOne('Transformer') as unknown as { nodes(): { id(): string }[] }
    expect(tr.nodes().map((n) => n.id())).toEqual(['a', 'c'])
  })

  it('shows a subtitle’s whole box when selected, also while none of its words is on screen', async () => {
    const subtitle = {
      key: 'sub',
      type: 'subtitle',
      x: 100,
      y: 400,
      w: 600,
      h: 80,
      timeline: { start: 0, end: 4000 },
      subtitle: { word_seq: [{ text: 'Hello', start_time: 1000, end_time: 2000 }] },
    } as Layer
    // A shape of the same box, to compare the Transformer's frame with.
    const h = await mountEditor(template([rect('same', 100, 50, 600, 80), subtitle]))
    const tr = h.stage.findOne('Transformer') as unknown as {
      getClientRect(): { width: number; height: number }
    }
    const frameOf = async (key: string) => {
      h.editor.select([key])
      await frames(2)
      const { width, height } = tr.getClientRect()
      return { width: Math.round(width), height: Math.round(height) }
    }
    const expected = await frameOf('same')
    // At 0 ms no word shows: the frame is still the layer's box.
    expect(await frameOf('sub')).toEqual(expected)
    h.editor.seek(1500)
    expect(await frameOf('sub')).toEqual(expected)
  })

  it('a marquee from empty canvas selects the layers it touches', async () => {
    const h = await mountEditor(threeLayers())
    const from = h.client(20, 20)
    await drag(h, from, h.client(260, 200), { release: false })
    const marquee = h.stage.findOne(`.${MARQUEE_NAME}`)!
    expect(marquee.visible()).toBe(true)
    expect(marquee.getAttrs()).toMatchObject({ x: 20, y: 20, width: 240, height: 180 })
    pointer(h.target, 'pointerup', h.client(260, 200))
    await frames(1)
    expect(h.editor.getState().session.selection).toEqual(['a', 'b'])
    expect(marquee.visible()).toBe(false)
    // Shift adds to the selection.
    await drag(h, h.client(600, 250), h.client(500, 350), { init: { shiftKey: true } })
    expect(h.editor.getState().session.selection).toEqual(['a', 'b', 'c'])
  })

  it('dragging one of several selected layers moves them all as one undo step', async () => {
    const h = await mountEditor(threeLayers())
    h.editor.select(['a', 'b'])
    await frames(1)
    const start = h.client(100, 100)
    await drag(h, start, { x: start.x + 20, y: start.y + 33 })
    const at = (k: string) => h.editor.getLayer(k)!.layer
    expect([at('a').x, at('a').y, at('b').x, at('b').y, at('c').x]).toEqual([70, 83, 270, 83, 450])
    h.editor.undo()
    expect([at('a').x, at('b').x]).toEqual([50, 250])
  })
})
