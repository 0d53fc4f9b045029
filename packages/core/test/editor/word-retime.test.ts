import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serialize, type WordSeq } from '../../src/index.ts'
import { planWordRetime } from '../../src/editor/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

const three = (): WordSeq[] => [
  { text: 'one', start: 0, end: 400, key: 'a', extra: 1 } as WordSeq,
  { text: 'two', start: 500, end: 900 },
  { text: 'three', start: 1000, end: 1500 },
]

const editorWith = (words: WordSeq[]) =>
  TestEditor.of([{ type: 'subtitle', subtitle: { word_seq: words } }])

describe('retimeWord', () => {
  it('moves a word inside the gap and changes only its times, in one undo step', () => {
    const editor = editorWith(three())
    const before = serialize(editor.document)
    editor.retimeWord('l0', 1, { start: 420, end: 820 })
    expect(editor.layer('l0').subtitle?.word_seq?.map((w) => [w.start, w.end])).toEqual([
      [0, 400],
      [420, 820],
      [1000, 1500],
    ])
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('blocks a move at the previous word, keeping the length', () => {
    const editor = editorWith(three())
    editor.retimeWord('l0', 1, { start: 100, end: 500 })
    expect(editor.layer('l0').subtitle?.word_seq?.[1]).toMatchObject({ start: 400, end: 800 })
  })

  it('blocks a trim at the next word', () => {
    const editor = editorWith(three())
    editor.retimeWord('l0', 1, { start: 500, end: 1300 })
    expect(editor.layer('l0').subtitle?.word_seq?.[1]).toMatchObject({ start: 500, end: 1000 })
  })

  it('pushes neighbours along when asked, each keeping its length and other fields', () => {
    const editor = editorWith(three())
    editor.retimeWord('l0', 1, { start: 500, end: 1200 }, 'push')
    expect(editor.layer('l0').subtitle?.word_seq).toEqual([
      { text: 'one', start: 0, end: 400, key: 'a', extra: 1 },
      { text: 'two', start: 500, end: 1200 },
      { text: 'three', start: 1200, end: 1700 },
    ])
    editor.retimeWord('l0', 2, { start: 1000, end: 1500 }, 'push')
    expect(editor.layer('l0').subtitle?.word_seq?.map((w) => [w.start, w.end])).toEqual([
      [0, 400],
      [400, 1100],
      [1100, 1600],
    ])
  })

  it('a push that reaches the scene start stops there and shortens the word instead', () => {
    const editor = editorWith(three())
    editor.retimeWord('l0', 1, { start: 300, end: 1200 }, 'push')
    expect(editor.layer('l0').subtitle?.word_seq?.map((w) => [w.start, w.end])).toEqual([
      [0, 400],
      [400, 1200],
      [1200, 1700],
    ])
  })

  it('rejects an end before the start with a message naming both', () => {
    const editor = editorWith(three())
    expect(() => editor.retimeWord('l0', 0, { start: 300, end: 100 })).toThrow(
      /end must be ≥ start 300, got 100/,
    )
  })

  it('never leaves timed words overlapping, in either mode (property)', () => {
    const wordsArb = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 10, max: 400 })), {
        minLength: 1,
        maxLength: 8,
      })
      .map((parts) => {
        let t = 0
        return parts.map(([gap, length], i) => {
          const start = t + gap
          t = start + length
          return { text: `w${i}`, start, end: t }
        })
      })
    fc.assert(
      fc.property(
        wordsArb,
        fc.nat(),
        fc.integer({ min: -500, max: 5000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.constantFrom('block' as const, 'push' as const),
        (words, pick, start, length, mode) => {
          const index = pick % words.length
          const plan = planWordRetime(words, index, start, start + length, mode)
          const after = words.map((w) => ({ ...w }))
          for (const p of plan) Object.assign(after[p.index]!, { start: p.start, end: p.end })
          for (let i = 0; i < after.length; i++) {
            const w = after[i]!
            expect(w.start!).toBeGreaterThanOrEqual(0)
            expect(w.end!).toBeGreaterThan(w.start!)
            if (i > 0) expect(w.start!).toBeGreaterThanOrEqual(after[i - 1]!.end!)
          }
        },
      ),
    )
  })
})
