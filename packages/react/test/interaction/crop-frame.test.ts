import { describe, expect, it } from 'vitest'
import {
  cropChange,
  cropFrameOf,
  panMedia,
  resizeCrop,
} from '../../src/canvas-editing/crop/crop-frame.ts'

const box = { x: 100, y: 50, w: 400, h: 200 }

describe('crop frame', () => {
  it('lays the whole media around the layer box as the crop says (none: the box itself)', () => {
    expect(cropFrameOf(box, null).media).toEqual(box)
    expect(cropFrameOf(box, { x: 0, y: 0, w: 0, h: 0 }).media).toEqual(box)
    // The box shows the middle half of the source: the media is twice as large around it.
    const frame = cropFrameOf(box, { x: 0.25, y: 0.25, w: 0.5, h: 0.5 })
    expect(frame.media).toEqual({ x: -100, y: -50, w: 800, h: 400 })
    expect(cropChange(frame)).toEqual({ crop: { x: 0.25, y: 0.25, w: 0.5, h: 0.5 }, box })
  })

  it('a handle moves its edges, never past the media or below the smallest size', () => {
    const frame = cropFrameOf(box, null)
    expect(resizeCrop(frame, 'se', -100, -50).crop).toEqual({ x: 100, y: 50, w: 300, h: 150 })
    expect(resizeCrop(frame, 'w', -30, 0).crop).toEqual(box) // the media's left edge
    expect(resizeCrop(frame, 'n', 0, 500).crop.h).toBe(8)
    expect(cropChange(resizeCrop(frame, 'nw', 100, 50)).crop).toEqual({
      x: 0.25,
      y: 0.25,
      w: 0.75,
      h: 0.75,
    })
  })

  it('panning keeps the crop covered by the media', () => {
    const frame = cropFrameOf(box, { x: 0.25, y: 0, w: 0.5, h: 1 })
    expect(panMedia(frame, 1000, 0).media.x).toBe(box.x) // the media's left edge at the crop's
    expect(panMedia(frame, -1000, 0).media.x).toBe(box.x + box.w - 800)
    expect(cropChange(panMedia(frame, 200, 0)).crop).toEqual({ x: 0, y: 0, w: 0.5, h: 1 })
  })
})
