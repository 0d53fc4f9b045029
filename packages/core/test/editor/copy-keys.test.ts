import { describe, expect, it } from 'vitest'
import { Editor, type EditorDocument } from '../../src/index.ts'

const doc = (): EditorDocument =>
  ({
    aspect_ratio: 1,
    scene: {
      tracks: [
        {
          index: 0,
          key: 't',
          layers: [
            { key: 'title', type: 'text', timeline: { start: 0, end: 4000 } },
            { key: 'text-1', type: 'text', timeline: { start: 0, end: 4000 } },
          ],
        },
      ],
    },
  }) as EditorDocument

const keys = (editor: Editor) =>
  editor.getTracks()[0]!.layers!.map((layer) => (layer as { key: string }).key)

describe('keys of copies', () => {
  it('read from their source: duplicate, split and paste', () => {
    const editor = new Editor(doc())
    expect(editor.duplicateLayers(['title', 'text-1'])).toEqual(['title-1', 'text-2'])
    expect(editor.splitLayer('title', 2000)).toBe('title-2')
    const pasted = editor.paste(editor.copy(['text-1', 'text-2']))
    expect(pasted).toEqual(['text-3', 'text-4'])
    expect(new Set(keys(editor)).size).toBe(keys(editor).length)
  })

  it('come from the Editor’s own createKey when it has one', () => {
    let n = 0
    const editor = new Editor(doc(), { createKey: (prefix) => `${prefix}_${++n}` })
    expect(editor.duplicateLayers(['title'])).toEqual(['layer_1'])
    expect(editor.splitLayer('title', 2000)).toBe('layer_2')
  })
})
