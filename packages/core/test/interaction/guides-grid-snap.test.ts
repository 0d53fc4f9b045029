import { describe, expect, it } from 'vitest'
import { snapBox, snapTargets } from '../../src/interaction/snapping.ts'
import { TestEditor } from '../../src/testing/index.ts'

// Canvas 1920×1080 (aspect_ratio 1); the layer sits far from the canvas edges and centre.
const rect = (key: string, x: number, y: number, w = 100, h = 100) => ({ key, x, y, w, h })

describe('snapping to ruler guides and the grid', () => {
  it('a move snaps an edge to a guide and shows it, as to a layer edge; Alt ignores it', () => {
    const e = TestEditor.of([rect('a', 300, 300, 100, 100)])
    e.guides = [{ axis: 'x', at: 537 }]
    // Left edge 300 → 533 by the pointer, 4 px from the guide: snaps to 537.
    e.pointerDown(350, 350).pointerMove(583, 350)
    expect(e.interaction.feedback.guides).toEqual([{ axis: 'x', at: 537 }])
    e.pointerUp()
    expect(e.layer('a').x).toBe(537)
    expect(e.historyDepth.undo).toBe(1)
    e.pointerDown(587, 350).pointerMove(583, 350, { alt: true }).pointerUp()
    expect(e.layer('a').x).toBe(533)
  })

  it('a horizontal guide snaps the bottom edge; guides are not in the document', () => {
    const e = TestEditor.of([rect('a', 300, 300, 100, 100)])
    e.guides = [{ axis: 'y', at: 611 }]
    const before = JSON.stringify(e.document)
    e.pointerDown(350, 350).pointerMove(350, 558).pointerUp()
    // Bottom 400 → 608 by the pointer, snapped to 611: y = 511.
    expect(e.layer('a').y).toBe(511)
    e.undo()
    expect(JSON.stringify(e.document)).toBe(before)
  })

  it('with a grid, a move lands on the nearest grid line; without it, where the pointer left it', () => {
    const e = TestEditor.of([rect('a', 300, 300, 100, 100)])
    e.pointerDown(350, 350)
      .pointerMove(353 + 100, 350 + 97)
      .pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 403, y: 397 })
    e.grid = 50
    e.pointerDown(453, 447)
      .pointerMove(453 + 100, 447 + 100)
      .pointerUp()
    // 503 → 500 and 497 → 500: the nearest multiples of 50 within the threshold.
    expect(e.layer('a')).toMatchObject({ x: 500, y: 500 })
    expect(e.interaction.feedback.guides).toEqual([])
  })

  it('a resize handle snaps to a guide and to the grid', () => {
    const e = TestEditor.of([rect('a', 100, 100, 100, 100)]).selectKeys('a')
    e.guides = [{ axis: 'x', at: 262 }]
    const h = e.handle('bottom-right')
    e.pointerDown(h.x, h.y)
      .pointerMove(h.x + 58, h.y + 10)
      .pointerUp()
    expect(e.layer('a')).toMatchObject({ x: 100, w: 162, h: 110 })
    e.grid = 25
    const h2 = e.handle('bottom-right')
    e.pointerDown(h2.x, h2.y)
      .pointerMove(h2.x, h2.y + 38)
      .pointerUp()
    // Bottom 210 → 248, the grid line 250 is 2 px away.
    expect(e.layer('a').h).toBe(150)
  })

  it('snapTargets: guides join the targets; a grid snaps any coordinate; an edge as near wins', () => {
    const targets = snapTargets(1000, 500, [], { guides: [{ axis: 'y', at: 123 }], grid: 40 })
    expect(snapBox({ x: 0, y: 124, w: 10, h: 10 }, targets, 5)).toMatchObject({
      dy: -1,
      guides: [
        { axis: 'x', at: 0 },
        { axis: 'y', at: 123 },
      ],
    })
    expect(snapBox({ x: 203, y: 300, w: 10, h: 10 }, targets, 5)).toMatchObject({ dx: -3 })
    // x 498: canvas centre 500 and grid line 480/520: the centre.
    expect(snapBox({ x: 498, y: 300, w: 10, h: 10 }, targets, 5).guides).toContainEqual({
      axis: 'x',
      at: 500,
    })
    const off = snapTargets(1000, 500, [], { guides: [], grid: null })
    expect(snapBox({ x: 203, y: 301, w: 10, h: 10 }, off, 5)).toMatchObject({ dx: 0, dy: 0 })
  })
})
