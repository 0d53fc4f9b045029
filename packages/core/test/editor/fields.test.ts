import { describe, expect, it } from 'vitest'
import { TestEditor } from '../../src/testing/index.ts'

describe('setField and setLayerField', () => {
  it('sets a field by absolute path', () => {
    const editor = TestEditor.of([{}, {}])
    editor.setField(['scene', 'tracks', 0, 'layers', 1, 'prop', 'textInfo', 'color'], '#fff')
    expect(editor.layer('l1').prop?.textInfo?.color).toBe('#fff')
  })

  it('creates missing or null objects on the way', () => {
    const editor = TestEditor.of([{ prop: null }])
    editor.setLayerField('l0', ['prop', 'textInfo', 'fontSize'], 40)
    expect(editor.layer('l0').prop).toEqual({ textInfo: { fontSize: 40 } })
  })

  it('deletes a field with undefined and undoes it back', () => {
    const editor = TestEditor.of([{ x: 5, custom: 1 }])
    const before = editor.document
    editor.setLayerField('l0', ['custom'], undefined)
    expect('custom' in editor.layer('l0')).toBe(false)
    editor.undo()
    expect(editor.document).toEqual(before)
  })

  it('undo of a deletion puts the key back in its place, alone and in a batch (docs/architecture.md §3)', () => {
    const editor = TestEditor.of([{ x: 5, custom: 1, y: 2 }])
    const order = Object.keys(editor.layer('l0'))
    editor.setLayerField('l0', ['custom'], undefined)
    editor.undo()
    expect(Object.keys(editor.layer('l0'))).toEqual(order)
    editor.batch(() => {
      editor.setField(['scene', 'tracks', 0, 'layers', 0, 'x'], undefined)
      editor.setLayerField('l0', ['timeline', 'start'], undefined)
      editor.setLayerField('l0', ['x'], 7)
    })
    editor.undo()
    expect(Object.keys(editor.layer('l0'))).toEqual(order)
    expect(Object.keys(editor.layer('l0').timeline!)).toEqual(['start', 'end'])
    editor.redo()
    expect(Object.keys(editor.layer('l0')).at(-1)).toBe('x')
  })

  it('appends to an array at its length and replaces at an index', () => {
    const editor = TestEditor.of([{ tags: ['a'] }])
    editor.setLayerField('l0', ['tags', 1], 'b')
    editor.setLayerField('l0', ['tags', 0], 'z')
    expect(editor.layer('l0').tags).toEqual(['z', 'b'])
  })

  it('sets top-level document fields', () => {
    const editor = TestEditor.of([{}])
    editor.setField(['aspect_ratio'], 0)
    expect(editor.document.aspect_ratio).toBe(0)
  })

  it('copies only the path to the change (structural sharing)', () => {
    const editor = TestEditor.withLayers(50, 2)
    const before = editor.document
    editor.setLayerField('l7', ['prop', 'shapeInfo', 'color'], '#123456')
    const after = editor.document
    const [t0, t1] = [0, 1].map((t) => before.scene.tracks![t]!)
    const [n0, n1] = [0, 1].map((t) => after.scene.tracks![t]!)
    expect(n1).toBe(t1)
    expect(n0).not.toBe(t0)
    n0!.layers!.forEach((layer, i) => {
      if (layer.key === 'l7') expect(layer).not.toBe(t0!.layers![i])
      else expect(layer).toBe(t0!.layers![i])
    })
    const edited = editor.layer('l7')
    const original = t0!.layers!.find((l) => l.key === 'l7')!
    expect(edited.timeline).toBe(original.timeline)
  })
})

describe('setGeometry', () => {
  it('sets only the given fields', () => {
    const editor = TestEditor.of([{ x: 1, y: 2, w: 3, h: 4, r: 5 }])
    editor.setGeometry('l0', { x: 10, r: 45 })
    expect(editor.layer('l0')).toMatchObject({ x: 10, y: 2, w: 3, h: 4, r: 45 })
  })
})
