import { describe, expect, it } from 'vitest'
import { joinWords, splitLines } from '../../src/evaluate/index.ts'
import type { Layer, WordSeq } from '../../src/schema/index.ts'
import { layerAt, sceneOf } from './scene-helpers.ts'

const word = (text: string, start: number, end: number, extra: Partial<WordSeq> = {}): WordSeq => ({
  text,
  start,
  end,
  ...extra,
})

const subtitleLayer = (words: WordSeq[], extra: Layer['subtitle'] = {}): Layer => ({
  type: 'subtitle',
  timeline: { start: 0, end: 10_000 },
  subtitle: { word_seq: words, ...extra },
})

const sub = (layer: Layer, t: number) => layerAt(sceneOf(layer), t).subtitle!

describe('active word', () => {
  const layer = subtitleLayer([
    word('Hello', 0, 500),
    word('brave', 500, 900),
    word('new', 1000, 1400),
    word('world', 1400, 2000),
  ])

  it('is the word whose [start, end) holds t', () => {
    expect(sub(layer, 0).activeWord).toBe('Hello')
    expect(sub(layer, 499).activeWord).toBe('Hello')
    expect(sub(layer, 500).activeWord).toBe('brave')
    expect(sub(layer, 1400).activeWordIndex).toBe(3)
  })

  it('is null in gaps and outside the words', () => {
    expect(sub(layer, 950).activeWord).toBeNull()
    expect(sub(layer, 950).activeWordIndex).toBeNull()
    expect(sub(layer, 2000).activeWord).toBeNull()
    expect(sub(layer, -5).activeWord).toBeNull()
  })

  it('comes from prop.word_seq when subtitle.word_seq is empty', () => {
    const fromProp: Layer = {
      type: 'subtitle',
      subtitle: { word_seq: [] },
      prop: { word_seq: [word('one', 0, 100), word('two', 100, 200)] },
    }
    expect(sub(fromProp, 150).activeWord).toBe('two')
  })

  it('hidden words are never active', () => {
    const hidden = subtitleLayer([word('um', 0, 300, { hide: true }), word('yes', 300, 600)])
    expect(sub(hidden, 100).activeWord).toBeNull()
    expect(sub(hidden, 400).activeWord).toBe('yes')
  })

  it('unsorted and overlapping words still find the word holding t', () => {
    const overlapping = subtitleLayer([
      word('b', 500, 1000),
      word('a', 0, 600),
      word('c', 1000, 1200),
    ])
    expect(sub(overlapping, 550).activeWord).toBe('a')
    expect(sub(overlapping, 700).activeWord).toBe('b')
    expect(sub(overlapping, 1100).activeWord).toBe('c')
  })
})

describe('lines', () => {
  it('a non-empty break ends a line after that word; the visible line holds t', () => {
    const layer = subtitleLayer([
      word('Hello', 0, 500, { break: '\n' }),
      word('brave', 500, 900),
      word('new', 1000, 1400, { break: ' ' }),
      word('world', 1400, 2000),
    ])
    expect(sub(layer, 100).line?.text).toBe('Hello')
    expect(sub(layer, 600).line).toMatchObject({ index: 1, text: 'brave new' })
    expect(sub(layer, 1500).line).toMatchObject({ index: 2, text: 'world' })
    expect(sub(layer, 2000).line).toBeNull()
  })

  it('line_size is the max characters per line when no breaks are given', () => {
    const words = ['The', 'quick', 'brown', 'fox', 'jumps', 'over'].map((w, i) =>
      word(w, i * 100, i * 100 + 100),
    )
    const lines = splitLines(words, 10).map((l) => l.text)
    expect(lines).toEqual(['The quick', 'brown fox', 'jumps over'])
    expect(sub(subtitleLayer(words, { line_size: 10 }), 250).line?.text).toBe('brown fox')
    expect(splitLines(words, 3).map((l) => l.text)).toEqual([
      'The',
      'quick',
      'brown',
      'fox',
      'jumps',
      'over',
    ])
  })

  it('breaks win over line_size; no breaks and no line_size is one line', () => {
    const words = [word('a', 0, 1, { break: 'x' }), word('bb', 1, 2), word('cc', 2, 3)]
    expect(splitLines(words, 1).map((l) => l.text)).toEqual(['a', 'bb cc'])
    expect(
      splitLines(
        words.map((w) => ({ ...w, break: '' })),
        0,
      ).map((l) => l.text),
    ).toEqual(['a bb cc'])
  })

  it('hidden words are not drawn and do not count towards line_size', () => {
    const words = [
      word('so', 0, 100),
      word('uhhhhhhhhh', 100, 200, { hide: true }),
      word('yes', 200, 300),
    ]
    const lines = splitLines(words, 6)
    expect(lines.map((l) => l.text)).toEqual(['so yes'])
    expect(lines[0]!.words.map((w) => w.index)).toEqual([0, 2])
    expect(sub(subtitleLayer(words, { line_size: 6 }), 150).line?.words.map((w) => w.text)).toEqual(
      ['so', 'yes'],
    )
  })

  it('a line of hidden words only is dropped', () => {
    const words = [word('x', 0, 100, { hide: true, break: '\n' }), word('shown', 100, 200)]
    expect(splitLines(words, 0).map((l) => [l.index, l.text])).toEqual([[0, 'shown']])
  })

  it('untimed words show the first line at every t', () => {
    const layer = subtitleLayer([{ text: 'Title' }, { text: 'text' }])
    expect(sub(layer, 12345).line?.text).toBe('Title text')
    expect(sub(layer, 12345).activeWord).toBeNull()
  })

  it('joins CJK words without spaces and keeps existing spacing', () => {
    expect(joinWords(['你好', '世界'])).toBe('你好世界')
    expect(joinWords(['Hello ', 'world'])).toBe('Hello world')
    expect(joinWords(['Hi', ',', 'you'])).toBe('Hi , you')
  })
})
