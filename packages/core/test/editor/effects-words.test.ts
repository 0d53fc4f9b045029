import { describe, expect, it } from 'vitest'
import { TestEditor } from '../../src/testing/index.ts'

describe('cross transitions and animation presets', () => {
  it('sets cross fields, creating timeline and cross as needed', () => {
    const editor = TestEditor.of([{ timeline: null }])
    editor.setCross('l0', { in: ['fade'], in_time: 300 })
    editor.setCross('l0', { out: ['slide-left', 'fade'], out_time: 500 })
    expect(editor.layer('l0').timeline).toEqual({
      cross: { in: ['fade'], in_time: 300, out: ['slide-left', 'fade'], out_time: 500 },
    })
  })

  it('sets and removes animation presets, keeping other fields', () => {
    const editor = TestEditor.of([
      { prop: { animationInfo: { cycle: { duration: 1, effectType: 'fade', x: 1 } } } },
    ])
    editor.setAnimationPreset('l0', 'enter', { duration: 400, effectType: 'zoom-in' })
    editor.setAnimationPreset('l0', 'cycle', null)
    expect(editor.layer('l0').prop?.animationInfo).toEqual({
      enter: { duration: 400, effectType: 'zoom-in' },
    })
  })
})

describe('subtitle words', () => {
  const words = () => [
    { text: 'Hello', start: 0, end: 500, key: 'w0', x: 1 },
    { text: 'world', start: 500, end: 1000, break: '\n', key: 'w1' },
  ]

  it('edits text, times, hide and break', () => {
    const editor = TestEditor.of([{ type: 'subtitle', subtitle: { word_seq: words() } }])
    editor.updateWord('l0', 0, { text: 'Hi', end: 400, hide: true, break: '' })
    expect(editor.layer('l0').subtitle?.word_seq?.[0]).toEqual({
      text: 'Hi',
      start: 0,
      end: 400,
      key: 'w0',
      x: 1,
      hide: true,
      break: '',
    })
  })

  it('edits prop.word_seq when the subtitle has no words', () => {
    const editor = TestEditor.of([{ prop: { word_seq: words() } }])
    editor.updateWord('l0', 1, { start: 600 })
    expect(editor.layer('l0').prop?.word_seq?.[1]?.start).toBe(600)
  })

  it('splits a word by characters, time in proportion, break to the second', () => {
    const editor = TestEditor.of([{ subtitle: { word_seq: words() } }])
    editor.splitWord('l0', 1, 2)
    expect(editor.layer('l0').subtitle?.word_seq?.slice(1)).toEqual([
      { text: 'wo', start: 500, end: 700, break: '', key: 'w1' },
      { text: 'rld', start: 700, end: 1000, break: '\n', key: 'word-1' },
    ])
  })

  it('splits at a given time, and merge undoes a split', () => {
    const editor = TestEditor.of([{ subtitle: { word_seq: words() } }])
    const before = editor.layer('l0').subtitle?.word_seq
    editor.splitWord('l0', 0, 3, 100)
    expect(
      editor
        .layer('l0')
        .subtitle?.word_seq?.slice(0, 2)
        .map((w) => [w.text, w.start, w.end]),
    ).toEqual([
      ['Hel', 0, 100],
      ['lo', 100, 500],
    ])
    editor.mergeWords('l0', 0)
    expect(editor.layer('l0').subtitle?.word_seq).toEqual(before)
  })

  it('merges with a separator, taking the span and the second break', () => {
    const editor = TestEditor.of([{ subtitle: { word_seq: words() } }])
    editor.mergeWords('l0', 0, ' ')
    expect(editor.layer('l0').subtitle?.word_seq).toEqual([
      { text: 'Hello world', start: 0, end: 1000, key: 'w0', x: 1, break: '\n' },
    ])
  })
})
