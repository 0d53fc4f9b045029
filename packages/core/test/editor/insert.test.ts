import { describe, expect, it } from 'vitest'
import { parseTemplateDocument, serialize } from '../../src/index.ts'
import {
  INSERTABLE_LAYER_KINDS,
  INSERTED_TEXT_DURATION_MS,
  layerForInsert,
} from '../../src/builders/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

const canvas = { width: 1920, height: 1080 }

describe('layerForInsert', () => {
  it.each(INSERTABLE_LAYER_KINDS)(
    'centres a %s layer on the canvas from the start time',
    (kind) => {
      const layer = layerForInsert(kind, { canvas, startMs: 1200 })
      expect(layer.type).toBe(kind)
      // Whole pixels: an odd size sits half a pixel off.
      expect(Math.abs(layer.x! + layer.w! / 2 - canvas.width / 2)).toBeLessThanOrEqual(0.5)
      expect(Math.abs(layer.y! + layer.h! / 2 - canvas.height / 2)).toBeLessThanOrEqual(0.5)
      expect(layer.timeline?.start).toBe(1200)
      const timed = kind === 'text' || kind === 'subtitle'
      expect(layer.timeline?.end).toBe(timed ? 1200 + INSERTED_TEXT_DURATION_MS : 0)
      // Valid as a layer of a template.
      const doc = { aspect_ratio: 1, scene: { tracks: [{ index: 0, layers: [layer] }] } }
      expect(parseTemplateDocument(doc).ok).toBe(true)
    },
  )

  it('centres on a given canvas point (a colour layer still covers the canvas)', () => {
    const text = layerForInsert('text', { canvas, at: { x: 300, y: 200 } })
    expect(Math.abs(text.x! + text.w! / 2 - 300)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(text.y! + text.h! / 2 - 200)).toBeLessThanOrEqual(0.5)
    const color = layerForInsert('color', { canvas, at: { x: 300, y: 200 } })
    expect([color.x, color.y, color.w, color.h]).toEqual([0, 0, 1920, 1080])
  })

  it('gives visible sizes (audio has no box) and empty media URLs', () => {
    for (const kind of INSERTABLE_LAYER_KINDS) {
      const layer = layerForInsert(kind, { canvas })
      if (kind === 'audio') expect([layer.w, layer.h]).toEqual([0, 0])
      else expect(layer.w! * layer.h!).toBeGreaterThan(0)
    }
    expect(layerForInsert('image', { canvas }).path).toBe('')
    expect(layerForInsert('color', { canvas })).toMatchObject({ w: 1920, h: 1080 })
    expect(layerForInsert('text', { canvas }).prop?.textInfo?.content).toBe('Text')
  })
})

describe('insertLayer', () => {
  it('creates a track of the kind on top when missing, with readable keys, and selects', () => {
    const editor = TestEditor.of([{}])
    const first = editor.insertLayer(layerForInsert('text', { canvas }))
    expect(first).toEqual({ key: 'text-1', track: 1 })
    const tracks = editor.getTracks()
    expect(tracks[1]).toMatchObject({ type: 'text', index: 1 })
    expect(editor.session.selection).toEqual(['text-1'])
    const second = editor.insertLayer(layerForInsert('text', { canvas }))
    expect(second).toEqual({ key: 'text-2', track: 1 })
    expect(editor.keys(1)).toEqual(['text-1', 'text-2'])
    expect(editor.getTracks()).toHaveLength(2)
    editor.insertLayer(layerForInsert('image', { canvas }))
    expect(editor.getTracks()[2]).toMatchObject({ type: 'image', index: 2 })
    expect(editor.keys(2)).toEqual(['image-1'])
  })

  it('uses the topmost track of the kind in draw order, not array order', () => {
    const editor = new TestEditor({
      aspect_ratio: 1,
      scene: {
        tracks: [
          { key: 'upper', index: 5, type: 'shape', layers: [] },
          { key: 'lower', index: 1, type: 'shape', layers: [{ key: 'shape-1' }] },
        ],
      },
    })
    expect(editor.insertLayer(layerForInsert('shape', { canvas }))).toEqual({
      key: 'shape-2',
      track: 0,
    })
  })

  it('skips keys in use and is one undo step giving back the exact document', () => {
    const editor = TestEditor.of([{ key: 'audio-1' }])
    const before = serialize(editor.document)
    const { key } = editor.insertLayer(layerForInsert('audio', { canvas }))
    expect(key).toBe('audio-2')
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
    editor.redo()
    expect(editor.layer('audio-2').type).toBe('audio')
  })

  it('numbers the first track 0 in an empty document', () => {
    const editor = new TestEditor({ aspect_ratio: 1, scene: { tracks: [] } })
    editor.insertLayer(layerForInsert('color', { canvas }))
    expect(editor.getTracks()[0]).toMatchObject({ type: 'color', index: 0 })
  })

  it('refuses a layer without a type and leaves document and history alone', () => {
    const editor = TestEditor.of([{}])
    const doc = editor.document
    expect(() => editor.insertLayer({ x: 1 })).toThrow(/insertLayer: layer.type must be a string/)
    expect(editor.document).toBe(doc)
    expect(editor.canUndo()).toBe(false)
  })
})
