/**
 * Word wrapping as the renderer does it (Konva `wrap="word"`): each paragraph (split on "\n") is
 * filled greedily word by word; a word wider than the line is broken between characters; CJK
 * and other wide characters may break anywhere. Widths are additive (no kerning).
 */
import { isWideCharacter } from './font-metrics.ts'
import type { MeasureText, TextFont } from './text-font.ts'
import { maxOf, pushAll } from '../collections/bounded.ts'

export interface WrappedText {
  lines: string[]
  /** Widest line in px. */
  width: number
  /** Words (not wide characters) that had to be broken between characters. */
  brokenWords: string[]
}

interface Token {
  text: string
  /** Whitespace precedes it on the line (a space is drawn when it is not first). */
  spaced: boolean
}

function tokens(paragraph: string): Token[] {
  const out: Token[] = []
  let spaced = false
  let word = ''
  const flush = () => {
    if (word === '') return // a space before a wide character stays with it
    out.push({ text: word, spaced })
    word = ''
    spaced = false
  }
  for (const char of paragraph) {
    if (/\s/.test(char)) {
      flush()
      spaced = true
    } else if (isWideCharacter(char)) {
      flush()
      out.push({ text: char, spaced })
      spaced = false
    } else word += char
  }
  flush()
  return out
}

/** Breaks one over-wide word between characters; returns the pieces. */
function breakWord(word: string, maxWidth: number, width: (s: string) => number): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const char of word) {
    if (piece !== '' && width(piece + char) > maxWidth) {
      pieces.push(piece)
      piece = ''
    }
    piece += char
  }
  if (piece !== '') pieces.push(piece)
  return pieces
}

export function wrapText(
  text: string,
  maxWidth: number,
  font: TextFont,
  measure: MeasureText,
): WrappedText {
  const width = (s: string) => measure(s, font)
  const space = width(' ')
  const lines: string[] = []
  const brokenWords: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    let lineWidth = 0
    for (const token of tokens(paragraph)) {
      const tokenWidth = width(token.text)
      const glue = line !== '' && token.spaced ? space : 0
      if (line === '' || lineWidth + glue + tokenWidth <= maxWidth) {
        if (line === '' && tokenWidth > maxWidth && token.text.length > 1) {
          brokenWords.push(token.text)
          const pieces = breakWord(token.text, maxWidth, width)
          pushAll(lines, pieces.slice(0, -1))
          line = pieces[pieces.length - 1] ?? ''
          lineWidth = width(line)
          continue
        }
        line += glue > 0 ? ' ' + token.text : token.text
        lineWidth += glue + tokenWidth
        continue
      }
      lines.push(line)
      line = ''
      lineWidth = 0
      if (tokenWidth > maxWidth && token.text.length > 1) {
        brokenWords.push(token.text)
        const pieces = breakWord(token.text, maxWidth, width)
        pushAll(lines, pieces.slice(0, -1))
        line = pieces[pieces.length - 1] ?? ''
        lineWidth = width(line)
      } else {
        line = token.text
        lineWidth = tokenWidth
      }
    }
    lines.push(line)
  }
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
