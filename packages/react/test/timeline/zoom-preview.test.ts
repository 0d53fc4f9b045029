import { describe, expect, it } from 'vitest'
import {
  NO_PREVIEW,
  committedScrollLeft,
  previewLeavesMounted,
  previewPxPerMs,
  zoomPreviewAbout,
} from '../../src/timeline/zoom-preview.ts'

/** Where a lanes px of the committed layout shows under a preview. */
const shown = (p: { scale: number; tx: number }, px: number) => p.tx + px * p.scale

describe('zoom preview', () => {
  it('keeps the time under the pointer in place over several steps', () => {
    // Committed at 0.1 px/ms, scrolled 500 px; the pointer at lanes px 800 (time 8 s).
    let p = zoomPreviewAbout(NO_PREVIEW(0.1), 0.2, 800, 500)
    expect(p.scale).toBe(2)
    expect(shown(p, 800)).toBeCloseTo(800, 9)
    // A second step about another point (lanes px 700 on screen).
    const under = (700 - p.tx) / p.scale
    p = zoomPreviewAbout(p, 0.3, 700, 500)
    expect(previewPxPerMs(p)).toBeCloseTo(0.3, 12)
    expect(shown(p, under)).toBeCloseTo(700, 9)
  })

  it('commits to the scroll offset that shows the same lanes', () => {
    const p = zoomPreviewAbout(NO_PREVIEW(0.1), 0.25, 900, 600)
    const scrollLeft = committedScrollLeft(p, 600)
    // Time 9 s was at lanes px 900 before; at 0.25 px/ms it is at 2250, still 300 px into the view.
    expect(9000 * 0.25 - scrollLeft).toBeCloseTo(900 - 600, 0)
  })

  it('never shifts time 0 right of the lanes, so a commit never scrolls before 0', () => {
    const p = zoomPreviewAbout(NO_PREVIEW(0.1), 0.05, 300, 100)
    expect(p.tx).toBe(100)
    expect(committedScrollLeft(p, 100)).toBe(0)
  })

  it('tells when a zoom out would show lanes where no clip is mounted', () => {
    const out = zoomPreviewAbout(NO_PREVIEW(0.1), 0.05, 500, 0)
    // View 0–1000 px, clips mounted over -200–1368 px of the committed lanes.
    expect(previewLeavesMounted(out, 0, 1000, -200, 1368)).toBe(true)
    const slightly = zoomPreviewAbout(NO_PREVIEW(0.1), 0.09, 500, 0)
    expect(previewLeavesMounted(slightly, 0, 1000, -200, 1368)).toBe(false)
    const zoomIn = zoomPreviewAbout(NO_PREVIEW(0.1), 0.4, 500, 0)
    expect(previewLeavesMounted(zoomIn, 0, 1000, -200, 1368)).toBe(false)
  })
})
