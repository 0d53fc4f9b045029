import { describe, expect, it } from 'vitest'
import { TestEditor } from '../../src/testing/index.ts'

describe('copy and paste', () => {
  it('round-trips layers with every field kept and new keys, and selects them', () => {
    const source = TestEditor.of([
      {
        x: 1,
        custom: { nested: [1, { a: null }] },
        timeline: { start: 0, end: 100, extra: 'kept' },
      },
      { type: 'text' },
    ])
    const json = source.copy(['l0', 'l1'])
    const target = TestEditor.of([{}], [{}])
    const keys = target.paste(json)
    expect(keys).toEqual(['layer-1', 'layer-2'])
    expect(target.keys(1)).toEqual(['l1', 'layer-1', 'layer-2'])
    expect(target.layer('layer-1')).toEqual({ ...source.layer('l0'), key: 'layer-1' })
    expect(target.session.selection).toEqual(keys)
  })

  it('copies the selection by default and pastes into a chosen track at an index', () => {
    const editor = TestEditor.of([{ x: 5 }], [{}]).selectKeys('l0')
    const keys = editor.paste(editor.copy(), { track: 't0', index: 0 })
    expect(editor.keys(0)).toEqual([keys[0], 'l0'])
    expect(editor.layer(keys[0]!).x).toBe(5)
  })

  it('accepts a bare layer object or an array of layers', () => {
    const editor = TestEditor.of([{}])
    editor.paste('{"type":"image","path":"https://x/y.png"}')
    editor.paste('[{"type":"text"},{"type":"shape"}]')
    expect(editor.getTracks()[0]!.layers!.map((l) => l.type)).toEqual([
      'shape',
      'image',
      'text',
      'shape',
    ])
  })

  it('creates a track when the document has none; undo removes it', () => {
    const editor = new TestEditor({ aspect_ratio: 1, scene: { tracks: [] } })
    editor.paste('{"type":"text"}')
    expect(editor.getTracks()).toHaveLength(1)
    editor.undo()
    expect(editor.getTracks()).toHaveLength(0)
  })

  it('copy of an unknown layer names it', () => {
    const editor = TestEditor.of([{}])
    expect(() => editor.copy(['ghost'])).toThrow('copy: layer "ghost" not found')
  })
})
