import { describe, expect, it } from 'vitest'
import { TestEditor } from '../../src/testing/index.ts'

const square = () => TestEditor.of([{ key: 'a', x: 100, y: 100, w: 100, h: 100 }]).selectKeys('a')

describe('resizing with the handles', () => {
  it('the bottom-right handle follows the pointer; the top-left corner stays; one undo step', () => {
    const e = square()
    expect(e.handle('bottom-right')).toEqual({ x: 200, y: 200 })
    e.pointerDown(200, 200).pointerMove(253, 231).pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 100, y: 100, w: 153, h: 131 })
    expect(e.historyDepth.undo).toBe(1)
    e.undo()
    expect(e.layer('a')).toMatchObject({ x: 100, y: 100, w: 100, h: 100 })
  })

  it('resizes by the screen delta divided by the zoom, from the left side too', () => {
    const e = square()
    e.setZoom(2)
    e.pointerDown(200, 150).pointerMove(220, 150).pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 100, w: 120 })
    e.pointerDown(100, 150).pointerMove(90, 170).pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 90, y: 100, w: 130, h: 100 })
  })

  it('resizes a rotated layer in its own axes, keeping the opposite side in place', () => {
    const e = TestEditor.of([{ key: 'a', x: 100, y: 100, w: 100, h: 100, r: 90 }]).selectKeys('a')
    // Turned 90° clockwise, the layer's right side faces down.
    const handle = e.handle('middle-right')
    expect(handle.x).toBeCloseTo(150)
    expect(handle.y).toBeCloseTo(200)
    e.pointerDown(handle.x, handle.y)
      .pointerMove(handle.x, handle.y + 40)
      .pointerUp()
    const a = e.layer('a')
    expect([a.w, a.h, a.r]).toEqual([140, 100, 90])
    expect(a.x! + a.w! / 2).toBeCloseTo(150)
    expect(a.y! + a.h! / 2).toBeCloseTo(170)
  })

  it('Escape restores the exact document', () => {
    const e = square()
    const before = e.document
    e.pointerDown(200, 200).pointerMove(260, 260)
    expect(e.layer('a').w).toBe(160)
    e.keyDown('Escape')
    expect([e.document === before, e.canUndo(), e.isInGesture()]).toEqual([true, false, false])
  })
})

describe('rotating with the handle', () => {
  it('turns about the centre, snapping to 90°', () => {
    const e = square()
    const handle = e.handle('rotater')
    expect(handle).toEqual({ x: 150, y: 50 })
    e.pointerDown(handle.x, handle.y).pointerMove(350, 151).pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 100, y: 100, w: 100, h: 100, r: 90 })
    expect(e.historyDepth.undo).toBe(1)
  })

  it('turns several layers about the centre of their frame; Alt does not snap', () => {
    const e = TestEditor.of([
      { key: 'a', x: 0, y: 0, w: 100, h: 100 },
      { key: 'b', x: 200, y: 0, w: 100, h: 100 },
    ]).selectKeys('a', 'b')
    const handle = e.handle('rotater')
    e.pointerDown(handle.x, handle.y).pointerMove(350, 50, { alt: true }).pointerUp()
    const [a, b] = [e.layer('a'), e.layer('b')]
    expect(a.r).toBeCloseTo(90)
    expect(b.r).toBeCloseTo(90)
    // Centres (50, 50) and (250, 50) turn about (150, 50) to (150, −50) and (150, 150).
    expect(a.x! + 50).toBeCloseTo(150)
    expect(a.y! + 50).toBeCloseTo(-50)
    expect(b.x! + 50).toBeCloseTo(150)
    expect(b.y! + 50).toBeCloseTo(150)
  })
})

describe('panning and pinching the view', () => {
  it('middle-button drag pans; Space makes the primary button pan; the document is untouched', () => {
    const e = TestEditor.of([{ key: 'a', x: 100, y: 100, w: 100, h: 100 }])
    const before = e.document
    e.pointerDown(150, 150, { button: 1 }).pointerMove(175, 155).pointerUp()
    expect(e.pan).toEqual({ x: 25, y: 5 })
    e.interaction.panMode = true
    e.pointerDown(0, 0).pointerMove(10, 0).keyDown('Escape').pointerUp()
    expect(e.pan).toEqual({ x: 25, y: 5 })
    expect(e.document).toBe(before)
  })

  it('two fingers zoom by the change of their distance about their midpoint', () => {
    const e = TestEditor.of([{ key: 'a' }])
    const touch = { pointerType: 'touch' as const }
    e.pointerDown(250, 200, { ...touch, pointerId: 1 })
    e.pointerDown(350, 200, { ...touch, pointerId: 2 })
    expect(e.interaction.state).toBe('pinching')
    // Zoom 1, no pan: canvas = screen. The second finger moves 100 px away.
    e.pointerMove(450, 200, { ...touch, pointerId: 2 })
    expect(e.session.zoom).toBeCloseTo(2)
    // The canvas point under the first midpoint (300, 200) is now under the new one (350, 200).
    expect(e.pan.x + 300 * e.session.zoom).toBeCloseTo(350)
    expect(e.pan.y + 200 * e.session.zoom).toBeCloseTo(200)
    e.pointerUp(200, 200, { ...touch, pointerId: 1 })
    expect(e.interaction.state).toBe('idle')
  })
})
