import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { compileScene, evaluateScene, sceneOfDocument, serialize, type Layer } from '@podscene/core'
import { drag, frames, layerOf, mountEditor, rect, template, type Harness } from './harness.tsx'

/** A rectangle animated from x 100 (0 ms) to x 500 (1000 ms), width 200 → 400. */
const animated = (): Layer => ({
  ...rect('a', 100, 100, 200, 150),
  timeline: {
    start: 0,
    end: 0,
    key_frames: [
      { timestamp: 0, func: 'linear', properties: { x: 100, y: 100, w: 200 } },
      { timestamp: 1000, func: 'linear', properties: { x: 500, y: 100, w: 400 } },
    ],
  },
})

/** What the canvas draws for layer `a`: its node's centre x and box width in canvas px. */
function drawn(h: Harness) {
  const node = h.stage.findOne('#a')
  if (!node) throw new Error('layer a is not drawn')
  const box = node.getClientRect({ relativeTo: node.getParent() ?? undefined })
  return { cx: box.x + box.width / 2, w: box.width }
}

const shown = (h: Harness, t: number) =>
  evaluateScene(compileScene(sceneOfDocument(h.editor.getState().document)), t)[0]!

describe('dragging keyframed layers (the keyframe-value rule)', () => {
  it('at a keyframe time sets that keyframe; undo restores the document exactly', async () => {
    const h = await mountEditor(template([animated()]))
    const before = serialize(h.editor.getState().document)
    const start = h.client(150, 150)
    await drag(h, start, { x: start.x + 40, y: start.y + 20 })
    const frames_ = layerOf(h.editor, 'a').timeline!.key_frames!
    expect(frames_.map((k) => k.properties)).toEqual([
      { x: 140, y: 120, w: 200 },
      { x: 500, y: 100, w: 400 },
    ])
    expect(h.editor.historyDepth.undo).toBe(1)
    h.editor.undo()
    expect(serialize(h.editor.getState().document)).toBe(before)
  })

  it('between keyframes adds one at the playhead, and the canvas shows where it was dropped', async () => {
    const h = await mountEditor(template([animated()]))
    h.editor.setPlayhead(500) // x 300, w 300
    await frames(2)
    const start = h.client(350, 150)
    await drag(h, start, { x: start.x + 33, y: start.y })
    const keyframes = layerOf(h.editor, 'a').timeline!.key_frames!
    expect(keyframes.map((k) => [k.timestamp, k.properties?.x])).toEqual([
      [0, 100],
      [500, 333],
      [1000, 500],
    ])
    expect(shown(h, 500).x).toBe(333)
    expect(drawn(h).cx).toBeCloseTo(333 + 300 / 2, 6)
  })

  it('a resize of a keyframed layer sticks: the canvas shows the dragged width afterwards', async () => {
    const h = await mountEditor(template([animated()]))
    h.editor.select(['a'])
    await frames(2)
    // The middle-right handle of the 200×150 box at (100, 100).
    const handle = h.client(300, 175)
    await drag(h, handle, { x: handle.x + 60, y: handle.y })
    expect(layerOf(h.editor, 'a').timeline!.key_frames!.map((k) => k.properties?.w)).toEqual([
      260, 400,
    ])
    expect(drawn(h).w).toBeCloseTo(260, 6)
    h.editor.undo()
    await frames(2)
    expect(drawn(h).w).toBeCloseTo(200, 6)
  })
})

describe('keys on keyframed layers', () => {
  it('arrows nudge what is shown at the playhead; Ctrl+arrows move the whole animation', async () => {
    const h = await mountEditor(template([animated()]))
    h.editor.select(['a'])
    await frames(1)
    await userEvent.click(page.getByRole('application', { name: 'Scene canvas' }), {
      position: { x: 900, y: 500 },
    })
    h.editor.select(['a'])
    h.editor.setPlayhead(500)
    await frames(1)
    await userEvent.keyboard('{ArrowRight}')
    expect(
      layerOf(h.editor, 'a').timeline!.key_frames!.map((k) => [k.timestamp, k.properties?.x]),
    ).toEqual([
      [0, 100],
      [500, 301],
      [1000, 500],
    ])
    await userEvent.keyboard('{Control>}{Shift>}{ArrowLeft}{/Shift}{/Control}')
    expect(layerOf(h.editor, 'a').timeline!.key_frames!.map((k) => k.properties?.x)).toEqual([
      90, 291, 490,
    ])
    expect(layerOf(h.editor, 'a').x).toBe(90)
    h.editor.undo()
    h.editor.undo()
    expect(layerOf(h.editor, 'a').timeline!.key_frames).toHaveLength(2)
  })
})
