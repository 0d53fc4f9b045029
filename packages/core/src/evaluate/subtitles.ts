import type { Layer } from '../schema/layer.ts'
import type { WordSeq } from '../schema/word-seq.ts'
import type { SubtitleLine } from './types.ts'
import { maxOf, minOf } from '../collections/bounded.ts'

type LineWord = SubtitleLine['words'][number]

export interface CompiledSubtitle {
  /** Drawn (not hidden) timed words, sorted by start (stable). */
  readonly words: readonly LineWord[]
  readonly starts: Float64Array
  readonly ends: Float64Array
  /** Some drawn words overlap in time: search in order instead of by bisection. */
  readonly overlapping: boolean
  readonly lines: readonly SubtitleLine[]
  readonly lineStarts: Float64Array
  readonly lineEnds: Float64Array
}

/** The words of a layer: `subtitle.word_seq` when it has any, else `prop.word_seq`. */
export function wordsOfLayer(layer: Layer): readonly WordSeq[] {
  const fromSubtitle = layer.subtitle?.word_seq
  if (fromSubtitle && fromSubtitle.length > 0) return fromSubtitle
  return layer.prop?.word_seq ?? []
}

/** Layers that get a subtitle state: type `subtitle`, or any layer with a `subtitle` object. */
export function hasSubtitleState(layer: Layer): boolean {
  return layer.type === 'subtitle' || (layer.subtitle !== null && layer.subtitle !== undefined)
}

const CJK = /[\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/

/** Joins word texts with a space, except around whitespace already there and between CJK. */
export function joinWords(texts: readonly string[]): string {
  // The last character is kept aside: indexing a string being built by `+=` flattens it each
  // time, which made a 150,000-word line take minutes.
  let line = ''
  let before = ''
  for (const text of texts) {
    if (text === '') continue
    if (before !== '') {
      const after = text[0]!
      const glue = /\s/.test(before) || /\s/.test(after) || (CJK.test(before) && CJK.test(after))
      if (!glue) line += ' '
    }
    line += text
    before = text[text.length - 1]!
  }
  return line
}

const isTimed = (w: WordSeq) =>
  typeof w.start === 'number' &&
  typeof w.end === 'number' &&
  Number.isFinite(w.start) &&
  Number.isFinite(w.end)

/**
 * Splits words into lines: after every word with a non-empty `break` when any word has one;
 * otherwise greedily so a line's drawn text has at most `lineSize` characters (a longer word
 * gets a line of its own); with no breaks and no positive line_size, one line. Hidden words
 * are not drawn and do not count; lines without drawn words are dropped.
 */
export function splitLines(
  words: readonly WordSeq[],
  lineSize: number | null | undefined,
): SubtitleLine[] {
  const hasBreaks = words.some((w) => typeof w.break === 'string' && w.break.length > 0)
  const groups: LineWord[][] = [[]]
  words.forEach((word, index) => {
    let current = groups[groups.length - 1]!
    if (word.hide !== true) {
      const entry: LineWord = Object.freeze({
        text: word.text ?? '',
        start: isTimed(word) ? (word.start as number) : NaN,
        end: isTimed(word) ? (word.end as number) : NaN,
        index,
      })
      if (!hasBreaks && lineSize && lineSize > 0 && current.length > 0) {
        const candidate = joinWords([...current.map((w) => w.text), entry.text])
        if (candidate.length > lineSize) groups.push((current = []))
      }
      current.push(entry)
    }
    if (hasBreaks && typeof word.break === 'string' && word.break.length > 0) groups.push([])
  })
  return groups
    .filter((g) => g.length > 0)
    .map((g, index) =>
      Object.freeze({
        index,
        words: Object.freeze(g) as LineWord[],
        text: joinWords(g.map((w) => w.text)),
      }),
    )
}

export function compileSubtitle(layer: Layer): CompiledSubtitle {
  const all = wordsOfLayer(layer)
  const lines = splitLines(all, layer.subtitle?.line_size)
  const words = lines
    .flatMap((line) => line.words)
    .filter((w) => Number.isFinite(w.start) && w.end > w.start)
    .sort((a, b) => a.start - b.start || a.index - b.index)
  const starts = Float64Array.from(words, (w) => w.start)
  const ends = Float64Array.from(words, (w) => w.end)
  const overlapping = words.some((w, i) => i > 0 && w.start < ends[i - 1]!)
  const lineSpan = (line: SubtitleLine, pick: 'start' | 'end') => {
    const timed = line.words.filter((w) => Number.isFinite(w.start)).map((w) => w[pick])
    if (timed.length === 0) return NaN
    return pick === 'start' ? minOf(timed) : maxOf(timed)
  }
  return {
    words,
    starts,
    ends,
    overlapping,
    lines,
    lineStarts: Float64Array.from(lines, (l) => lineSpan(l, 'start')),
    lineEnds: Float64Array.from(lines, (l) => lineSpan(l, 'end')),
  }
}

/** The drawn word whose [start, end) holds t (the first in time order if several do). */
export function activeWordAt(sub: CompiledSubtitle, t: number): LineWord | null {
  const { starts, ends, words } = sub
  if (sub.overlapping) {
    for (let i = 0; i < words.length; i++) if (starts[i]! <= t && t < ends[i]!) return words[i]!
    return null
  }
  let lo = 0
  let hi = words.length - 1
  if (hi < 0 || t < starts[0]!) return null
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= t) lo = mid
    else hi = mid - 1
  }
  return t < ends[lo]! ? words[lo]! : null
}

/**
 * The line whose [first word start, last word end) holds t, or null between lines. When no word
 * is timed, the first line shows at every t (a still subtitle).
 */
export function lineAt(sub: CompiledSubtitle, t: number): SubtitleLine | null {
  if (sub.words.length === 0) return sub.lines[0] ?? null
  for (let i = 0; i < sub.lines.length; i++) {
    if (sub.lineStarts[i]! <= t && t < sub.lineEnds[i]!) return sub.lines[i]!
  }
  return null
}
