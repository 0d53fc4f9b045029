import { describe, expect, it } from 'vitest'
import { TestEditor } from '../../src/testing/index.ts'
import type { WordSeq } from '../../src/schema/word-seq.ts'
import { subtitleTokens } from '../../src/editor/commands/subtitle-text.ts'

const word = (key: string, text: string, start: number, end: number, extra = {}) => ({
  key,
  text,
  start,
  end,
  hide: false,
  break: '',
  ...extra,
})

function subtitleEditor(words: WordSeq[], text = 'x') {
  return TestEditor.of([{ key: 'sub', type: 'subtitle', subtitle: { text, word_seq: words } }])
}
const wordsOf = (editor: TestEditor) => editor.layer('sub').subtitle!.word_seq!

describe('setSubtitleText', () => {
  it('splits text into words at spaces and between CJK characters', () => {
    expect(subtitleTokens(' Hello  world 你好, ok ')).toEqual([
      'Hello',
      'world',
      '你',
      '好',
      ',',
      'ok',
    ])
  })

  it('keeps unchanged words (times, keys, other fields) and times a replaced word in its slot', () => {
    const editor = subtitleEditor([
      word('w1', 'Hello ', 0, 400, { extra: 1 }),
      word('w2', 'big ', 400, 800, { break: '\n' }),
      word('w3', 'world', 800, 1200),
    ])
    editor.setSubtitleText('sub', 'Hello small wide world')
    const words = wordsOf(editor)
    expect(words.map((w) => w.text)).toEqual(['Hello ', 'small ', 'wide ', 'world'])
    expect(words[0]).toEqual(word('w1', 'Hello ', 0, 400, { extra: 1 }))
    expect(words[3]).toEqual(word('w3', 'world', 800, 1200))
    // "small wide" shares big's 400–800 by characters (5 : 4); the break moves to the last.
    expect(words.slice(1, 3).map((w) => [w.start, w.end, w.break])).toEqual([
      [400, 622, ''],
      [622, 800, '\n'],
    ])
    expect(new Set(words.map((w) => w.key)).size).toBe(4)
    expect(editor.layer('sub').subtitle!.text).toBe('Hello small wide world')
    editor.undo()
    expect(wordsOf(editor).map((w) => w.text)).toEqual(['Hello ', 'big ', 'world'])
  })

  it('gives inserted words the gap between unchanged neighbours; deleted words go', () => {
    const editor = subtitleEditor([
      word('a', '我', 0, 100),
      word('b', '们', 300, 400),
      word('c', '好', 400, 500),
    ])
    editor.setSubtitleText('sub', '我很们')
    const words = wordsOf(editor)
    expect(words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['我', 0, 100],
      ['很', 100, 300],
      ['们', 300, 400],
    ])
  })

  it('keeps hidden words in place and refuses an empty text', () => {
    const editor = subtitleEditor([
      word('a', 'one ', 0, 100),
      word('h', 'um ', 100, 200, { hide: true }),
      word('b', 'two', 200, 300),
    ])
    editor.setSubtitleText('sub', 'one three')
    expect(wordsOf(editor).map((w) => w.text)).toEqual(['one ', 'um ', 'three'])
    expect(() => editor.setSubtitleText('sub', '  ')).toThrow('text must have at least one word')
  })
})
