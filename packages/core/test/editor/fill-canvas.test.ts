import { describe, expect, it } from 'vitest'
import { serialize } from '../../src/index.ts'
import { layerForInsert } from '../../src/builders/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

describe('fillCanvas', () => {
  it('makes the box the canvas, a contain fit cover, in one undo step', () => {
    const editor = TestEditor.of([
      { type: 'image', x: 100, y: 50, w: 540, h: 540, r: 12, fit_mode: 'contain' },
    ])
    const before = serialize(editor.document)
    editor.fillCanvas(['l0'])
    const layer = editor.getLayer('l0')!.layer
    expect([layer.x, layer.y, layer.w, layer.h, layer.r, layer.fit_mode]).toEqual([
      0,
      0,
      1920,
      1080,
      0,
      'cover',
    ])
    expect(layer.timeline?.key_frames ?? []).toEqual([])
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('follows the keyframe rule: between keyframes it adds one at the playhead', () => {
    const editor = TestEditor.of([
      {
        type: 'video',
        fit_mode: 'fill',
        timeline: {
          start: 0,
          end: 4000,
          key_frames: [
            { timestamp: 0, properties: { x: 0, w: 200 } },
            { timestamp: 2000, properties: { x: 400, w: 400 } },
          ],
        },
      },
    ])
    editor.setPlayhead(1000)
    editor.fillCanvas(['l0'])
    const layer = editor.getLayer('l0')!.layer
    expect(layer.fit_mode).toBe('fill')
    const frames = layer.timeline!.key_frames!
    expect(frames).toHaveLength(3)
    expect(frames[1]).toMatchObject({ timestamp: 1000, properties: { x: 0, w: 1920 } })
    expect([layer.y, layer.h]).toEqual([0, 1080])
  })

  it('a background inserted with fill "canvas" covers the canvas', () => {
    const layer = layerForInsert('image', {
      canvas: { width: 1080, height: 1920 },
      at: { x: 10, y: 10 },
      fill: 'canvas',
    })
    expect([layer.x, layer.y, layer.w, layer.h, layer.fit_mode]).toEqual([
      0,
      0,
      1080,
      1920,
      'cover',
    ])
  })

  it('a person is inserted as a square, cover-fitted speaker bubble', () => {
    const layer = layerForInsert('person', { canvas: { width: 1920, height: 1080 } })
    expect([layer.w, layer.h, layer.fit_mode, layer.prop?.show_type]).toEqual([
      540,
      540,
      'cover',
      'circle',
    ])
  })
})
