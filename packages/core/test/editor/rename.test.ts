import { describe, expect, it } from 'vitest'
import { TestEditor } from '../../src/testing/index.ts'

describe('rename', () => {
  it('names a layer, trimmed, keeping every other field and key order; one undo step', () => {
    const editor = TestEditor.of([{}])
    editor.renameLayer('l0', '  Host camera ')
    expect(editor.layer('l0')).toMatchObject({ name: 'Host camera' })
    expect(Object.keys(editor.layer('l0')).at(-1)).toBe('name')
    editor.undo()
    expect('name' in editor.layer('l0')).toBe(false)
  })

  it('names a track by position', () => {
    const editor = TestEditor.of([{}], [{}])
    editor.renameTrack(1, 'Voices')
    expect((editor.getTracks()[1] as { name?: string }).name).toBe('Voices')
    editor.undo()
    expect('name' in editor.getTracks()[1]!).toBe(false)
  })

  it('refuses an empty name with a message and changes nothing', () => {
    const editor = TestEditor.of([{}])
    editor.renameLayer('l0', 'Kept')
    expect(() => editor.renameLayer('l0', '   ')).toThrow('name must not be empty')
    expect(() => editor.renameTrack(0, '')).toThrow('name must not be empty')
    expect(() => editor.renameLayer('nope', 'x')).toThrow(/nope/)
    expect(editor.layer('l0')).toMatchObject({ name: 'Kept' })
  })
})
