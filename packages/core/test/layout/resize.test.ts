import { describe, expect, it } from 'vitest'
import { TestEditor, testDocument } from '../../src/testing/index.ts'
import { templateDocumentOf } from '../../src/editor/document.ts'
import { lintScene } from '../../src/lint/lint-scene.ts'
import { resizeDocument } from '../../src/layout/resize-layout.ts'
import type { Layer } from '../../src/schema/layer.ts'

// 16:9 (1920×1080) → 9:16 (1080×1920): fx = 0.5625, fy = 16/9, s = 0.5625.
const S = 0.5625

function resized(...layers: Partial<Layer>[]) {
  const editor = new TestEditor(testDocument(layers))
  editor.resizeCanvas(0)
  return editor
}
const layer = (editor: TestEditor, key: string) => editor.getLayer(key)!.layer

describe('resizeCanvas', () => {
  it('makes a full-canvas background cover the new canvas and keeps its crop centred', () => {
    const editor = resized({
      key: 'bg',
      type: 'image',
      x: 0,
      y: 0,
      w: 1920,
      h: 1080,
      crop: { x: 0, y: 0, w: 1, h: 1 },
    })
    const bg = layer(editor, 'bg')
    expect([bg.x, bg.y, bg.w, bg.h]).toEqual([0, 0, 1080, 1920])
    // Box aspect goes from 16:9 to 9:16: the crop keeps its height, its width shrinks, centred.
    const change = S / (16 / 9)
    expect(bg.crop!.w).toBeCloseTo(change, 5)
    expect(bg.crop!.h).toBe(1)
    expect(bg.crop!.x).toBeCloseTo((1 - change) / 2, 5)
  })

  it('keeps each layer at its nearest edge or centre and scales it by the smaller factor', () => {
    const editor = resized(
      { key: 'logo', type: 'image', x: 1720, y: 40, w: 160, h: 80 },
      { key: 'centred', type: 'shape', x: 860, y: 490, w: 200, h: 100 },
      { key: 'corner', type: 'shape', x: 40, y: 900, w: 100, h: 140 },
    )
    // Top-right: right margin 40 and top margin 40 scaled by s.
    const logo = layer(editor, 'logo')
    expect(logo.w).toBe(160 * S)
    expect(logo.x! + logo.w!).toBe(1080 - 40 * S)
    expect(logo.y).toBe(40 * S)
    // Centre stays the centre.
    const centred = layer(editor, 'centred')
    expect(centred.x! + centred.w! / 2).toBeCloseTo(540, 1)
    expect(centred.y! + centred.h! / 2).toBeCloseTo(960, 1)
    // Bottom-left.
    const corner = layer(editor, 'corner')
    expect(corner.x).toBe(40 * S)
    expect(corner.y! + corner.h!).toBe(1920 - 40 * S)
  })

  it('anchors by the third the centre is in: a tall speaker touching the bottom is centred', () => {
    const editor = resized({ key: 'host', type: 'person', x: 140, y: 180, w: 720, h: 900 })
    const host = layer(editor, 'host')
    // Vertical centre 630 of 1080 is in the middle third: its centre offset (90) scales by s.
    expect(host.y! + host.h! / 2).toBeCloseTo(960 + 90 * S, 1)
    // Horizontal centre 500 of 1920 is in the first third: its left margin scales by s.
    expect(host.x).toBe(140 * S)
  })

  it('re-wraps text: font size and height scale by s, width takes the new room', () => {
    const doc = testDocument([
      {
        key: 'title',
        type: 'text',
        x: 100,
        y: 100,
        w: 400,
        h: 200,
        prop: { textInfo: { content: 'Title', fontSize: 80, paddingLeft: 10 } },
      },
    ])
    const editor = new TestEditor(resizeDocument(doc, 0))
    editor.resizeCanvas(1) // 9:16 → 16:9: fx = 16/9, s = 0.5625
    const title = layer(editor, 'title')
    expect(title.prop!.textInfo!.fontSize).toBe(Math.floor(80 * S * S * 100) / 100)
    expect(title.prop!.textInfo!.paddingLeft).toBe(Math.floor(Math.floor(10 * S * 100) * S) / 100)
    // Going back widens the box by fx (16/9) while the font shrinks by s: the text re-wraps.
    expect(title.w! / (title.prop!.textInfo!.fontSize as number)).toBeGreaterThan(400 / 80)
  })

  it('stores the default font size scaled, so a fitting text box still fits', () => {
    const doc = testDocument([
      {
        key: 'word',
        type: 'text',
        x: 100,
        y: 100,
        w: 400,
        h: 60,
        prop: { textInfo: { content: 'Hi' } },
      },
    ])
    const overflow = (d: typeof doc) =>
      lintScene(templateDocumentOf(d)).filter((p) => p.code === 'text-overflow')
    expect(overflow(doc)).toEqual([])
    const after = resizeDocument(doc, 0)
    expect(after.scene.tracks![0]!.layers![0]!.prop!.textInfo!.fontSize).toBe(48 * S)
    expect(overflow(after)).toEqual([])
  })

  it('maps keyframes with their layer and keeps scale', () => {
    const editor = resized({
      key: 'k',
      type: 'shape',
      x: 40,
      y: 40,
      w: 100,
      h: 100,
      timeline: {
        start: 0,
        end: 1000,
        key_frames: [
          { timestamp: 0, func: 'linear', properties: { x: 40, y: 40, scale: 1 } },
          { timestamp: 500, func: 'linear', properties: { x: 200, w: 300, scale: 2 } },
        ],
      },
    })
    const frames = layer(editor, 'k').timeline!.key_frames!
    expect(frames[0]!.properties).toEqual({ x: 40 * S, y: 40 * S, scale: 1 })
    expect(frames[1]!.properties).toEqual({ x: 200 * S, w: 300 * S, scale: 2 })
  })

  it('is one undo step, and a resize to the same ratio records nothing', () => {
    const editor = new TestEditor(testDocument([{ key: 'a', x: 10, y: 10, w: 10, h: 10 }]))
    const before = editor.getState().document
    editor.resizeCanvas(1)
    expect(editor.getState().document).toBe(before)
    editor.resizeCanvas(2)
    expect((editor.getState().document as { aspect_ratio: number }).aspect_ratio).toBe(2)
    editor.undo()
    expect(editor.getState().document).toEqual(before)
    expect(editor.canUndo()).toBe(false)
  })

  it('refuses an unknown ratio and a bare scene with a clear message', () => {
    const editor = new TestEditor(testDocument([{}]))
    expect(() => editor.resizeCanvas(7 as 0)).toThrow(
      'resizeCanvas: aspectRatio must be one of 0, 1, 2, 3, 4, got 7',
    )
    const bare = new TestEditor({ tracks: [] } as never)
    expect(() => bare.resizeCanvas(0)).toThrow(
      'resizeCanvas: cannot resize: a bare scene has no aspect_ratio to change',
    )
  })
})
