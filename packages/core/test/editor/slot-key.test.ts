import { describe, expect, it } from 'vitest'
import { serialize, templateSlots, templateDocumentOf } from '../../src/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

describe('setSlotKey', () => {
  it('marks a layer as a slot by writing only api_template_meta.replace_key', () => {
    const editor = TestEditor.of([{ type: 'text', custom: { a: null }, w: 300 }])
    const before = serialize(editor.document)
    editor.setSlotKey('l0', 'title')
    const layer = editor.layer('l0')
    expect(layer.api_template_meta).toEqual({ replace_key: 'title' })
    const { api_template_meta: _added, ...rest } = layer
    expect(rest).toEqual(JSON.parse(before).scene.tracks[0].layers[0])
    expect(templateSlots(templateDocumentOf(editor.document)).map((s) => s.key)).toEqual(['title'])
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('renames a slot and keeps other keys of api_template_meta', () => {
    const editor = TestEditor.of([{ api_template_meta: { replace_key: 'a', extra: 1 } }])
    editor.setSlotKey('l0', 'b')
    expect(editor.layer('l0').api_template_meta).toEqual({ replace_key: 'b', extra: 1 })
    editor.setSlotKey('l0', null)
    expect(editor.layer('l0').api_template_meta).toEqual({ extra: 1 })
  })

  it('unmarking drops an api_template_meta left empty, and undo puts it back exactly', () => {
    const editor = TestEditor.of([{ x: 1, api_template_meta: { replace_key: 'bg' }, y: 2 }])
    const before = serialize(editor.document)
    editor.setSlotKey('l0', null)
    expect('api_template_meta' in editor.layer('l0')).toBe(false)
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('unmarking a layer that is not a slot changes nothing', () => {
    const editor = TestEditor.of([{ x: 1 }])
    const before = editor.document
    editor.setSlotKey('l0', null)
    expect(editor.document).toBe(before)
  })

  it('refuses an empty or padded key, naming the command', () => {
    const editor = TestEditor.of([{}])
    expect(() => editor.setSlotKey('l0', '  ')).toThrow('setSlotKey: key must not be empty')
    expect(() => editor.setSlotKey('l0', ' a')).toThrow('must not start or end with spaces')
    expect(() => editor.setSlotKey('nope', 'a')).toThrow('setSlotKey: layer "nope" not found')
    expect(editor.canUndo()).toBe(false)
  })
})
