/**
 * Word wrapping as the renderer does it (Konva `wrap="word"`): each paragraph (split on "\n") is
 * filled greedily word by word; a word wider than the line is broken between characters; CJK
 * and other wide characters may break anywhere. Widths are additive (no kerning).
 */
import type { MeasureText, TextFont } from './text-font.ts'
import { maxOf } from '../collections/bounded.ts'
import { cachedWidth, tokenizeText, type Token, type TokenizedText } from './wrap-cache.ts'

export interface WrappedText {
  lines: string[]
  /** Widest line in px. */
  width: number
  /** Words (not wide characters) that had to be broken between characters. */
  brokenWords: string[]
}

/** How a text wraps at one width, without building its lines (what lint needs). */
export interface WrapLayout {
  lineCount: number
  /** Widest line in px, as the sum of its words' and spaces' widths. */
  width: number
  /** Words (not wide characters) that had to be broken between characters. */
  brokenWords: string[]
  /** Work done: tokens placed plus characters of broken words (lint's budget counts it). */
  work: number
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/** Length in code units of the code point at `i`. */
function codePointLength(s: string, i: number): number {
  return isHighSurrogate(s.charCodeAt(i)) && isLowSurrogate(s.charCodeAt(i + 1)) ? 2 : 1
}

/** The code point boundary before `end`. */
function previousBoundary(s: string, end: number): number {
  return end >= 2 && isLowSurrogate(s.charCodeAt(end - 1)) && isHighSurrogate(s.charCodeAt(end - 2))
    ? end - 2
    : end - 1
}

/**
 * Breaks one over-wide word between characters: each piece is the longest run of code points
 * (at least one) no wider than `maxWidth`. The run is found by adding the characters' widths,
 * then checked (and corrected) by measuring the piece itself, so the cost is linear in the word.
 */
function breakWord(word: string, maxWidth: number, width: (s: string) => number): string[] {
  const pieces: string[] = []
  const n = word.length
  let i = 0
  while (i < n) {
    let end = i
    let sum = 0
    while (end < n) {
      const next = end + codePointLength(word, end)
      const w = width(word.slice(end, next))
      if (end > i && sum + w > maxWidth) break
      sum += w
      end = next
    }
    const first = i + codePointLength(word, i)
    while (end > first && width(word.slice(i, end)) > maxWidth) end = previousBoundary(word, end)
    while (end < n) {
      const next = end + codePointLength(word, end)
      if (width(word.slice(i, next)) > maxWidth) break
      end = next
    }
    pieces.push(word.slice(i, end))
    i = end
  }
  return pieces
}

/**
 * Wraps `text` at `maxWidth` and reports its lines to `onLine` (when given). Tokens and their
 * widths come from wrap-cache.ts, so wrapping one text again at another width measures nothing
 * new.
 */
export function layoutWrapped(
  text: string,
  maxWidth: number,
  font: TextFont,
  measure: MeasureText,
  onLine?: (line: string) => void,
): WrapLayout {
  const width = cachedWidth(measure, font)
  const space = width(' ')
  const brokenWords: string[] = []
  let lineCount = 0
  let widest = 0
  let work = 0
  let parts: string[] = []
  let lineWidth = 0
  let empty = true
  const endLine = () => {
    lineCount++
    if (lineWidth > widest) widest = lineWidth
    if (onLine) {
      onLine(parts.join(''))
      parts = []
    }
    lineWidth = 0
    empty = true
  }
  const place = (piece: string, pieceWidth: number, glue: number) => {
    if (onLine) {
      if (glue > 0) parts.push(' ')
      parts.push(piece)
    }
    lineWidth += glue + pieceWidth
    empty = false
  }
  const breakToken = (token: Token) => {
    brokenWords.push(token.text)
    work += token.text.length
    const pieces = breakWord(token.text, maxWidth, width)
    for (let k = 0; k < pieces.length - 1; k++) {
      place(pieces[k]!, width(pieces[k]!), 0)
      endLine()
    }
    const last = pieces[pieces.length - 1] ?? ''
    if (last !== '') place(last, width(last), 0)
  }
  for (const paragraph of tokenizeText(text)) {
    work += paragraph.length + 1
    for (const token of paragraph) {
      const tokenWidth = width(token.text)
      const glue = !empty && token.spaced ? space : 0
      if (empty || lineWidth + glue + tokenWidth <= maxWidth) {
        if (empty && tokenWidth > maxWidth && token.text.length > 1) breakToken(token)
        else place(token.text, tokenWidth, glue)
        continue
      }
      endLine()
      if (tokenWidth > maxWidth && token.text.length > 1) breakToken(token)
      else place(token.text, tokenWidth, 0)
    }
    endLine()
  }
  return { lineCount, width: widest, brokenWords, work }
}

/** A text's tokens with their widths in one font: wrapping it at any width measures nothing. */
export interface MeasuredText {
  paragraphs: TokenizedText
  widths: readonly Float64Array[]
  space: number
  width: (s: string) => number
}

/** Measures every token of `text` once (through the shared width cache). */
export function measureTokens(text: string, font: TextFont, measure: MeasureText): MeasuredText {
  const width = cachedWidth(measure, font)
  const paragraphs = tokenizeText(text)
  const widths = paragraphs.map((p) => Float64Array.from(p, (token) => width(token.text)))
  return { paragraphs, widths, space: width(' '), width }
}

/**
 * The layout of a measured text at `maxWidth` (as layoutWrapped gives, lines not built). Stops
 * once more than `stopAfterLines` lines are found: `lineCount` is then that many plus one and
 * `complete` is false.
 */
export function countWrapped(
  text: MeasuredText,
  maxWidth: number,
  stopAfterLines = Infinity,
): WrapLayout & { complete: boolean } {
  const { paragraphs, widths, space, width } = text
  const brokenWords: string[] = []
  let lineCount = 0
  let widest = 0
  let work = 0
  for (let p = 0; p < paragraphs.length; p++) {
    const tokens = paragraphs[p]!
    const tokenWidths = widths[p]!
    work += tokens.length + 1
    let lineWidth = 0
    let empty = true
    for (let k = 0; k < tokens.length; k++) {
      const token = tokens[k]!
      const tokenWidth = tokenWidths[k]!
      const glue = !empty && token.spaced ? space : 0
      const fits = empty || lineWidth + glue + tokenWidth <= maxWidth
      if (fits && !(empty && tokenWidth > maxWidth && token.text.length > 1)) {
        lineWidth += glue + tokenWidth
        empty = false
        continue
      }
      if (!fits) {
        lineCount++
        if (lineWidth > widest) widest = lineWidth
        lineWidth = 0
        empty = true
      }
      if (tokenWidth > maxWidth && token.text.length > 1) {
        brokenWords.push(token.text)
        work += token.text.length
        const pieces = breakWord(token.text, maxWidth, width)
        for (let i = 0; i < pieces.length - 1; i++) {
          lineCount++
          const w = width(pieces[i]!)
          if (w > widest) widest = w
        }
        lineWidth = width(pieces[pieces.length - 1]!)
      } else lineWidth = tokenWidth
      empty = false
      if (lineCount > stopAfterLines) break
    }
    lineCount++
    if (lineWidth > widest) widest = lineWidth
    if (lineCount > stopAfterLines) {
      return { lineCount: stopAfterLines + 1, width: widest, brokenWords, work, complete: false }
    }
  }
  return { lineCount, width: widest, brokenWords, work, complete: true }
}

/** Wraps `text` into lines no wider than `maxWidth` (see the top of this file). */
export function wrapText(
  text: string,
  maxWidth: number,
  font: TextFont,
  measure: MeasureText,
): WrappedText {
  const lines: string[] = []
  const { brokenWords } = layoutWrapped(text, maxWidth, font, measure, (line) => lines.push(line))
  const width = cachedWidth(measure, font)
  return { lines, width: Math.max(0, maxOf(lines.map(width))), brokenWords }
}

/** A sample of ordinary prose; its average advance estimates how many characters fit a line. */
const SAMPLE = 'The quick brown fox jumps over the lazy dog, and then some more words.'

/**
 * About how many characters of ordinary prose fit `lines` lines of `width` px in `font`
 * (0 when not even one character fits).
 */
export function charactersThatFit(
  width: number,
  lines: number,
  font: TextFont,
  measure: MeasureText,
): { perLine: number; total: number } {
  const average = measure(SAMPLE, font) / SAMPLE.length
  const perLine = average > 0 ? Math.floor(width / average) : 0
  return { perLine, total: perLine * Math.max(0, lines) }
}
