import { describe, expect, it } from 'vitest'
import { GUIDE_X_NAME } from '../../src/canvas-editing/SelectionOverlay.tsx'
import { drag, frames, key, layerOf, mountEditor, pointer, rect, template } from './harness.tsx'

describe('dragging a layer on the canvas', () => {
  it('moves it by the screen delta at zoom 1, as one undo step', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 200, 150)]))
    const start = h.client(150, 150)
    await drag(h, start, { x: start.x + 37, y: start.y + 23 })
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 137, y: 123, w: 200, h: 150 })
    expect(h.editor.getState().session.selection).toEqual(['a'])
    h.editor.undo()
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 100, y: 100 })
    expect(h.editor.canUndo()).toBe(false)
  })

  it('with Ctrl held, moves a keyframed layer by shifting its whole motion path', async () => {
    const path = (x: number, y: number) => ({ x, y })
    const animated = {
      ...rect('a', 100, 100, 200, 150),
      timeline: {
        start: 0,
        end: 0,
        key_frames: [
          { timestamp: 0, func: 'linear', properties: path(100, 100) },
          { timestamp: 1000, func: 'linear', properties: { ...path(500, 100), alpha: 1 } },
        ],
      },
    }
    const h = await mountEditor(template([animated]))
    const start = h.client(150, 150)
    await drag(h, start, { x: start.x + 37, y: start.y + 23 }, { init: { ctrlKey: true } })
    const moved = layerOf(h.editor, 'a')
    expect(moved.timeline?.key_frames?.map((k) => k.properties)).toEqual([
      path(137, 123),
      { ...path(537, 123), alpha: 1 },
    ])
    expect(moved).toMatchObject({ x: 137, y: 123 })
    h.editor.undo()
    expect(layerOf(h.editor, 'a').timeline?.key_frames?.[0]?.properties).toEqual(path(100, 100))
    expect(h.editor.canUndo()).toBe(false)
  })

  it('moves it by delta / zoom at other zooms', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 200, 150)]))
    await h.setView(0.5, 40, 30)
    const start = h.client(200, 170)
    await drag(h, start, { x: start.x + 30, y: start.y - 20 })
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 160, y: 60 })
    await h.setView(2, -100, -100)
    const again = h.client(200, 100)
    await drag(h, again, { x: again.x + 50, y: again.y + 10 })
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 185, y: 65 })
  })

  it('each move is one Editor command inside the gesture; the nodes follow, then the canvas redraws', async () => {
    const h = await mountEditor(
      template([rect('a', 100, 100, 200, 150), rect('b', 500, 100, 50, 50)]),
    )
    h.editor.select(['a', 'b'])
    await frames(2)
    const start = h.client(150, 150)
    pointer(h.target, 'pointerdown', start)
    h.commits.count = 0
    const node = h.stage.findOne('#a')!
    for (let i = 1; i <= 20; i++) {
      pointer(h.target, 'pointermove', { x: start.x + i * 5, y: start.y + i * 3 }, { altKey: true })
      await frames(1)
      // Both selected layers moved by one command: one store commit per move.
      expect([layerOf(h.editor, 'a').x, layerOf(h.editor, 'b').x, h.commits.count]).toEqual([
        100 + i * 5,
        500 + i * 5,
        i,
      ])
      expect(node.x()).toBe(100 + i * 5 + 100)
    }
    expect([h.interaction.activeGesture, h.editor.isInGesture(), h.editor.canUndo()]).toEqual([
      'moving',
      true,
      false,
    ])
    pointer(h.target, 'pointerup', { x: start.x + 100, y: start.y + 60 })
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 200, y: 160 })
    expect([h.editor.historyDepth.undo, h.editor.isInGesture()]).toEqual([1, false])
    await frames(2)
    // Drawn from the document again: where the move left the node.
    expect([node.x(), node.y()]).toEqual([300, 235])
  })

  it('Escape during a drag restores the exact document, and the node with it', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 200, 150)]))
    const before = h.editor.document
    const saved = JSON.stringify(before)
    const node = h.stage.findOne('#a')!
    const x0 = node.x()
    const start = h.client(150, 150)
    await drag(h, start, { x: start.x + 80, y: start.y + 40 }, { release: false })
    // The drag changed the document (inside the gesture) and the canvas shows it.
    expect(h.editor.document).not.toBe(before)
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 180, y: 140 })
    expect(node.x()).toBeCloseTo(x0 + 80)
    window.dispatchEvent(key('Escape'))
    expect(h.editor.document).toBe(before)
    expect(JSON.stringify(h.editor.document)).toBe(saved)
    await frames(2)
    expect(node.x()).toBe(x0)
    pointer(h.target, 'pointerup', { x: start.x + 80, y: start.y + 40 })
    await frames(2)
    expect(h.editor.document).toBe(before)
    expect([h.editor.canUndo(), h.editor.isInGesture(), h.interaction.activeGesture]).toEqual([
      false,
      false,
      null,
    ])
  })

  it('stands a bitmap in for the Transformer during a move, then re-attaches it (drop and Escape)', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 200, 150)]))
    h.editor.select(['a'])
    await frames(2)
    const transformer = h.stage.findOne('Transformer') as unknown as {
      nodes(): { id(): string }[]
      isVisible(): boolean
      getLayer(): { find(selector: string): { isVisible(): boolean }[] }
    }
    const overlay = transformer.getLayer()
    const standIns = () => overlay.find('Image').filter((image) => image.isVisible())
    const attached = () => transformer.nodes().map((node) => node.id())
    expect([attached(), transformer.isVisible(), standIns().length]).toEqual([['a'], true, 0])

    for (const end of ['drop', 'escape'] as const) {
      const start = h.client(160, 160)
      await drag(h, start, { x: start.x + 40, y: start.y + 30 }, { release: false })
      expect([attached(), transformer.isVisible(), standIns().length]).toEqual([[], false, 1])
      if (end === 'escape') window.dispatchEvent(key('Escape'))
      pointer(h.target, 'pointerup', { x: start.x + 40, y: start.y + 30 })
      await frames(2)
      expect([end, attached(), transformer.isVisible(), standIns().length]).toEqual([
        end,
        ['a'],
        true,
        0,
      ])
    }
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 140, y: 130 })
  })

  it('snaps to the canvas centre and shows a guide there', async () => {
    // Canvas 1920×1080: a 200-wide layer is centred at x = 860.
    const h = await mountEditor(template([rect('a', 700, 100, 200, 150)]))
    const start = h.client(750, 150)
    await drag(h, start, { x: start.x + 157, y: start.y }, { release: false })
    const guide = h.stage.findOne(`.${GUIDE_X_NAME}`)!

    expect(guide.visible()).toBe(true)
    expect((guide as unknown as { points(): number[] }).points()[0]).toBe(960)
    pointer(h.target, 'pointerup', { x: start.x + 157, y: start.y })
    await frames(2)
    expect(layerOf(h.editor, 'a').x).toBe(860)
    expect(guide.visible()).toBe(false)
  })

  it('snaps to the edges of other layers; Alt drags freely', async () => {
    const h = await mountEditor(
      template([rect('a', 100, 300, 100, 100), rect('b', 400, 100, 100, 100)]),
    )
    const start = h.client(150, 350)
    // Right edge of a (200) comes within 4 px of b's left edge (400).
    await drag(h, start, { x: start.x + 196, y: start.y })
    expect(layerOf(h.editor, 'a').x).toBe(300)
    const again = h.client(350, 350)
    await drag(h, again, { x: again.x + 3, y: again.y }, { init: { altKey: true } })
    expect(layerOf(h.editor, 'a').x).toBe(303)
  })

  it('a locked layer is not moved (clicks pass through it)', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 200, 150)]))
    h.ui.setLocked('a', true)
    await frames(2)
    const start = h.client(150, 150)
    await drag(h, start, { x: start.x + 50, y: start.y + 50 })
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 100, y: 100 })
    expect(h.editor.getState().session.selection).toEqual([])
  })
})
