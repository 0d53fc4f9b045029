import { describe, expect, it } from 'vitest'
import { TestEditor } from '../../src/testing/index.ts'

const rect = (key: string, x: number, y: number, w = 100, h = 100) => ({ key, x, y, w, h })

describe('selecting with the pointer', () => {
  it('click selects, shift-click toggles, a click on empty canvas clears; no undo steps', () => {
    const e = TestEditor.of([rect('a', 0, 0), rect('b', 200, 0)])
    e.pointerDown(50, 50).pointerUp()
    expect(e.session.selection).toEqual(['a'])
    e.pointerDown(250, 50, { shift: true }).pointerUp()
    expect(e.session.selection).toEqual(['a', 'b'])
    e.pointerDown(50, 50, { shift: true }).pointerUp()
    expect(e.session.selection).toEqual(['b'])
    e.pointerDown(900, 900).pointerUp()
    expect(e.session.selection).toEqual([])
    expect(e.canUndo()).toBe(false)
  })

  it('hits the topmost layer; a locked one is click-through and starts a marquee', () => {
    const e = TestEditor.of([rect('below', 0, 0)], [rect('above', 50, 50)])
    e.pointerDown(75, 75).pointerUp()
    expect(e.session.selection).toEqual(['above'])
    e.locked.add('above')
    e.pointerDown(75, 75)
    expect(e.interaction.state).toBe('marquee')
    e.pointerUp()
    expect(e.session.selection).toEqual([])
  })

  it('a click without a move on one of several selected layers selects only it', () => {
    const e = TestEditor.of([rect('a', 0, 0), rect('b', 200, 0)]).selectKeys('a', 'b')
    e.pointerDown(50, 50)
    expect(e.session.selection).toEqual(['a', 'b'])
    e.pointerUp()
    expect(e.session.selection).toEqual(['a'])
  })
})

describe('moving with the pointer', () => {
  const animatedRect = () =>
    TestEditor.of([
      {
        ...rect('a', 100, 100),
        timeline: {
          start: 0,
          end: 0,
          key_frames: [
            { timestamp: 0, func: 'linear', properties: { x: 100, y: 100 } },
            { timestamp: 1000, func: 'linear', properties: { x: 500, y: 100, alpha: 1 } },
          ],
        },
      },
    ])

  it('at a keyframe sets that keyframe, as one undo step', () => {
    const e = animatedRect()
    const before = e.document
    e.pointerDown(150, 150).pointerMove(170, 160).pointerMove(187, 173, { alt: true }).pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 100, y: 100 })
    expect(e.layer('a').timeline?.key_frames?.map((k) => k.properties)).toEqual([
      { x: 137, y: 123 },
      { x: 500, y: 100, alpha: 1 },
    ])
    expect(e.historyDepth.undo).toBe(1)
    e.undo()
    expect(e.document).toEqual(before)
  })

  it('between keyframes adds one at the playhead, showing what was dragged', () => {
    const e = animatedRect()
    e.setPlayhead(500) // the layer is at x 300 there
    e.select(['a'])
    e.pointerDown(350, 150, { target: 'a' }).pointerMove(380, 170, { alt: true }).pointerUp()
    const frames = e.layer('a').timeline!.key_frames!
    expect(frames.map((k) => [k.timestamp, k.properties])).toEqual([
      [0, { x: 100, y: 100 }],
      [500, { x: 330, y: 120 }],
      [1000, { x: 500, y: 100, alpha: 1 }],
    ])
  })

  it('with Ctrl (or ⌘) held moves the whole motion path', () => {
    const e = animatedRect()
    e.pointerDown(150, 150).pointerMove(170, 160).pointerMove(187, 173, { alt: true, ctrl: true })
    e.pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 137, y: 123 })
    expect(e.layer('a').timeline?.key_frames?.map((k) => k.properties)).toEqual([
      { x: 137, y: 123 },
      { x: 537, y: 123, alpha: 1 },
    ])
    expect(e.historyDepth.undo).toBe(1)
  })

  it('lands on whole pixels at release (the drag itself follows the pointer exactly)', () => {
    const e = TestEditor.of([rect('a', 100, 100)])
    e.setZoom(3)
    e.pointerDown(150, 150).pointerMove(160.4, 150.9, { alt: true })
    expect(e.layer('a').x).toBeCloseTo(110.4, 9)
    e.pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 110, y: 101 })
  })

  it('moves by the screen delta divided by the zoom', () => {
    const e = TestEditor.of([rect('a', 100, 100)])
    e.setZoom(0.5)
    e.pan = { x: 40, y: 30 }
    e.pointerDown(150, 150).pointerMove(210, 110, { alt: true }).pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 160, y: 60 })
  })

  it('changes the document on every move inside one gesture, and commits once', () => {
    const e = TestEditor.of([rect('a', 100, 100), rect('b', 400, 400)]).selectKeys('a', 'b')
    const changes: unknown[] = []
    e.on('change', (c) => changes.push(c))
    e.pointerDown(150, 150, { target: 'a' })
    for (let i = 1; i <= 5; i++) {
      e.pointerMove(150 + 10 * i, 150, { alt: true })
      expect([e.isInGesture(), e.layer('a').x, e.layer('b').x]).toEqual([
        true,
        100 + 10 * i,
        400 + 10 * i,
      ])
    }
    e.pointerUp()
    expect([changes.length, e.historyDepth.undo, e.isInGesture()]).toEqual([5, 1, false])
  })

  it('snaps the moving edges to the canvas centre and shows the guide; Alt moves freely', () => {
    // Canvas 1920×1080: a 200-wide layer is centred at x = 860.
    const e = TestEditor.of([rect('a', 700, 100, 200, 150)])
    e.pointerDown(750, 150).pointerMove(907, 150)
    expect(e.interaction.feedback.guides).toEqual([{ axis: 'x', at: 960 }])
    e.pointerUp()
    expect(e.layer('a').x).toBe(860)
    expect(e.interaction.feedback.guides).toEqual([])
    e.pointerDown(950, 150).pointerMove(953, 150, { alt: true }).pointerUp()
    expect(e.layer('a').x).toBe(863)
  })

  it('Escape during a move restores the exact document and adds no undo step', () => {
    const e = TestEditor.of([rect('a', 100, 100), rect('b', 300, 300)])
    e.move('b', 310, 300)
    const before = e.document
    const copy = JSON.stringify(before)
    e.pointerDown(150, 150).pointerMove(230, 190, { alt: true })
    expect(e.document).not.toBe(before)
    expect(e.layer('a')).toMatchObject({ x: 180, y: 140 })
    e.keyDown('Escape')
    expect(e.document).toBe(before)
    expect(JSON.stringify(e.document)).toBe(copy)
    expect([e.historyDepth.undo, e.isInGesture(), e.interaction.state]).toEqual([1, false, 'idle'])
    e.pointerUp(240, 200)
    expect(e.document).toBe(before)
  })

  it('does not move locked or hidden selected layers', () => {
    const e = TestEditor.of([rect('a', 0, 0), rect('b', 200, 0), rect('c', 400, 0)])
    e.selectKeys('a', 'b', 'c')
    e.locked.add('b')
    e.hidden.add('c')
    e.pointerDown(50, 50).pointerMove(80, 50, { alt: true }).pointerUp()
    expect([e.layer('a').x, e.layer('b').x, e.layer('c').x]).toEqual([30, 200, 400])
  })
})

describe('marquee', () => {
  it('selects the drawn layers it touches; Shift adds; Escape leaves the selection', () => {
    const e = TestEditor.of([rect('a', 50, 50), rect('b', 250, 50), rect('c', 450, 300)])
    e.pointerDown(20, 20).pointerMove(260, 200)
    expect(e.interaction.feedback.marquee).toEqual({ x: 20, y: 20, w: 240, h: 180 })
    e.pointerUp()
    expect(e.session.selection).toEqual(['a', 'b'])
    expect(e.interaction.feedback.marquee).toBeNull()
    e.pointerDown(600, 250, { shift: true }).pointerMove(500, 350).pointerUp()
    expect(e.session.selection).toEqual(['a', 'b', 'c'])
    e.pointerDown(0, 0).pointerMove(1000, 1000).keyDown('Escape').pointerUp()
    expect(e.session.selection).toEqual(['a', 'b', 'c'])
  })

  it('skips locked, hidden and invisible layers', () => {
    const e = TestEditor.of([
      rect('a', 0, 0),
      rect('b', 200, 0),
      rect('c', 400, 0),
      { ...rect('d', 600, 0), timeline: { start: 5000, end: 6000 } },
    ])
    e.locked.add('b')
    e.hidden.add('c')
    e.pointerDown(-10, -10, { target: 'canvas' }).pointerMove(800, 200).pointerUp()
    expect(e.session.selection).toEqual(['a'])
  })

  it('started on an unselected full-canvas background, draws a marquee that skips it', () => {
    // aspect_ratio 1: a 1920×1080 canvas.
    const e = TestEditor.of([rect('bg', 0, 0, 1920, 1080), rect('a', 50, 50), rect('b', 600, 600)])
    e.pointerDown(20, 20).pointerMove(260, 200).pointerUp()
    expect(e.session.selection).toEqual(['a'])
    expect(e.layer('bg')).toMatchObject({ x: 0, y: 0 })
    expect(e.canUndo()).toBe(false)
    // A click on it still selects it; once selected, a drag on it moves it.
    e.pointerDown(900, 20).pointerUp()
    expect(e.session.selection).toEqual(['bg'])
    e.pointerDown(900, 20).pointerMove(910, 30, { alt: true }).pointerUp()
    expect(e.layer('bg')).toMatchObject({ x: 10, y: 10 })
  })
})

describe('transforming animated layers', () => {
  const animated = () =>
    TestEditor.of([
      {
        ...rect('a', 100, 100),
        timeline: {
          start: 0,
          end: 0,
          key_frames: [
            { timestamp: 0, func: 'linear', properties: { w: 100, r: 0 } },
            { timestamp: 1000, func: 'linear', properties: { w: 300, r: 90 } },
          ],
        },
      },
    ])

  it('a resize at a keyframe sets it, and the canvas shows the dragged size after release', () => {
    const e = animated().selectKeys('a')
    const handle = e.handle('middle-right')
    e.pointerDown(handle.x, handle.y).pointerMove(handle.x + 50.3, handle.y, { alt: true })
    e.pointerUp()
    const frames = e.layer('a').timeline!.key_frames!
    expect(frames.map((k) => k.properties?.w)).toEqual([150, 300])
    expect(e.interaction.drawnLayers()[0]!.w).toBe(150)
    expect(e.historyDepth.undo).toBe(1)
  })

  it('a rotation between keyframes adds a keyframe that shows the dragged angle', () => {
    const e = animated().selectKeys('a')
    e.setPlayhead(500) // w 200, r 45
    const before = e.interaction.drawnLayers()[0]!
    expect([before.w, before.r]).toEqual([200, 45])
    const c = { x: before.x + before.w / 2, y: before.y + before.h / 2 }
    const handle = e.handle('rotater')
    // Turn by +45°: from the handle (straight up from the turned frame) a quarter further.
    const arm = Math.hypot(handle.x - c.x, handle.y - c.y)
    e.pointerDown(handle.x, handle.y)
      .pointerMove(c.x + arm, c.y)
      .pointerUp()
    const after = e.interaction.drawnLayers()[0]!
    expect(after.r).toBeCloseTo(90, 6)
    expect(e.layer('a').timeline!.key_frames!.map((k) => k.timestamp)).toEqual([0, 500, 1000])
    e.undo()
    expect(e.layer('a').timeline!.key_frames).toHaveLength(2)
  })
})
