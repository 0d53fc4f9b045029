import type Konva from 'konva'
import { describe, expect, it } from 'vitest'
import {
  frames,
  key,
  layerOf,
  mountEditor,
  pointer,
  rect,
  template,
  type Harness,
} from './harness.tsx'

/** Client coordinates of a Transformer anchor (`bottom-right`, `rotater`, …). */
function anchor(h: Harness, name: string) {
  const node = h.stage.findOne(`.${name}`) as Konva.Node
  const box = node.getClientRect()
  const rect = h.stage.container().getBoundingClientRect()
  return { x: rect.left + box.x + box.width / 2, y: rect.top + box.y + box.height / 2 }
}

async function pressAnchor(h: Harness, name: string, to: { x: number; y: number }) {
  const from = anchor(h, name)
  pointer(h.target, 'pointerdown', from)
  for (let i = 1; i <= 4; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 4, y: from.y + ((to.y - from.y) * i) / 4 }
    pointer(h.target, 'pointermove', p)
    await frames(1)
  }
}

async function selected(doc = template([rect('a', 100, 100, 100, 100)])) {
  const h = await mountEditor(doc)
  h.editor.select(['a'])
  await frames(2)
  return h
}

describe('resizing and rotating with the handles', () => {
  it('resizes from the bottom-right anchor by the screen delta, as one undo step', async () => {
    const h = await selected()
    const from = anchor(h, 'bottom-right')
    await pressAnchor(h, 'bottom-right', { x: from.x + 53, y: from.y + 31 })
    pointer(h.target, 'pointerup', { x: from.x + 53, y: from.y + 31 })
    await frames(2)
    const a = layerOf(h.editor, 'a')
    expect(a.x).toBeCloseTo(100, 3)
    expect(a.y).toBeCloseTo(100, 3)
    expect(a.w).toBeCloseTo(153, 0)
    expect(a.h).toBeCloseTo(131, 0)
    h.editor.undo()
    expect(layerOf(h.editor, 'a')).toMatchObject({ x: 100, y: 100, w: 100, h: 100 })
    expect(h.editor.canUndo()).toBe(false)
  })

  it('resizes by delta / zoom at zoom 2', async () => {
    const h = await selected()
    await h.setView(2, -50, -50)
    const from = anchor(h, 'middle-right')
    await pressAnchor(h, 'middle-right', { x: from.x + 40, y: from.y })
    pointer(h.target, 'pointerup', { x: from.x + 40, y: from.y })
    await frames(2)
    expect(layerOf(h.editor, 'a').w).toBeCloseTo(120, 0)
    expect(layerOf(h.editor, 'a').x).toBeCloseTo(100, 3)
  })

  it('rotates about the centre, snapping to 90°', async () => {
    const h = await selected()
    const centre = h.client(150, 150)
    await pressAnchor(h, 'rotater', { x: centre.x + 200, y: centre.y + 1 })
    pointer(h.target, 'pointerup', { x: centre.x + 200, y: centre.y + 1 })
    await frames(2)
    const a = layerOf(h.editor, 'a')
    expect(a.r).toBeCloseTo(90, 3)
    expect(a.x).toBeCloseTo(100, 3)
    expect(a.y).toBeCloseTo(100, 3)
    expect(a.w).toBeCloseTo(100, 3)
  })

  it('Escape during a resize restores the exact document, and the node with it', async () => {
    const h = await selected()
    const before = h.editor.document
    const saved = JSON.stringify(before)
    const node = h.stage.findOne('#a')!
    const box = () => node.getClientRect({ relativeTo: h.stage })
    const initial = box()
    const from = anchor(h, 'bottom-right')
    await pressAnchor(h, 'bottom-right', { x: from.x + 60, y: from.y + 60 })
    // The resize changed the document inside the gesture, and the canvas shows it.
    expect(layerOf(h.editor, 'a').w).toBeCloseTo(160, 0)
    expect(box().width).toBeCloseTo(160, 0)
    window.dispatchEvent(key('Escape'))
    expect(h.editor.document).toBe(before)
    expect(JSON.stringify(h.editor.document)).toBe(saved)
    await frames(2)
    expect(box()).toEqual(initial)
    pointer(h.target, 'pointerup', { x: from.x + 60, y: from.y + 60 })
    await frames(2)
    expect(h.editor.document).toBe(before)
    expect(h.editor.isInGesture()).toBe(false)
    expect(h.editor.canUndo()).toBe(false)
  })
})
