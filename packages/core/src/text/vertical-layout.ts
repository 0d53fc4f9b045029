/**
 * Vertical text (`writingMode` vertical-rl / vertical-lr, issue 30) laid out into columns, as
 * CSS does it for CJK: characters run top to bottom, a column wraps when the next piece would
 * pass `columnLength` (the box height inside padding); "\n" starts a new column. How a character
 * stands comes from `textOrientation`: `mixed` keeps CJK (wide) characters upright and turns runs
 * of other characters 90° clockwise as words (broken between characters only when a word is
 * longer than the column); `upright` stands every character; `sideways` turns every run.
 * Upright characters advance 1 em; turned runs advance their measured width. Closing CJK
 * punctuation may hang past the column end rather than start a column (CSS `hanging-punctuation`);
 * brackets and long marks are turned (their vertical forms) and the small commas and stops sit
 * in the top-right quarter of their cell.
 */
import { isWideCharacter } from './font-metrics.ts'
import type { TextOrientation } from '../semantics/writing-mode.ts'

/** How a piece is drawn: upright, turned 90° clockwise, or upright in the cell's top-right. */
export type VerticalGlyphForm = 'upright' | 'sideways' | 'corner'

export interface VerticalGlyph {
  text: string
  form: VerticalGlyphForm
  /** Distance from the column's start to the piece's start, px. */
  offset: number
  /** Length along the column, px. */
  advance: number
}

export interface VerticalColumn {
  glyphs: VerticalGlyph[]
  /** Length used along the column, px. */
  length: number
}

export interface VerticalLayoutOptions {
  columnLength: number
  fontSize: number
  orientation: TextOrientation
  /** Width in px of a run of text drawn horizontally with the layer's font. */
  measure: (text: string) => number
}

/** Turned in vertical text even among upright characters (their vertical forms are rotations). */
const TURNED = new Set([...'（）「」『』【】〔〕《》〈〉｛｝［］〖〗ー－～〜…‥—―＿'])
/** Small commas and full stops that sit in the top-right quarter of the cell. */
const CORNER = new Set([...'、。，．'])
/** Closing punctuation that never starts a column: it hangs past the end instead. */
const NO_START = new Set([...'、。，．」』）】〕》〉〗！？：；ー…'])

interface Piece {
  text: string
  form: VerticalGlyphForm
  advance: number
  space: boolean
}

function uprightForm(char: string): VerticalGlyphForm {
  if (CORNER.has(char)) return 'corner'
  return TURNED.has(char) ? 'sideways' : 'upright'
}

/** A paragraph as pieces: upright characters one each, turned runs as words and spaces. */
function piecesOf(paragraph: string, options: VerticalLayoutOptions): Piece[] {
  const { fontSize, orientation, measure } = options
  const pieces: Piece[] = []
  let run = ''
  const flushRun = () => {
    for (const part of run.split(/(\s+)/)) {
      if (part === '') continue
      pieces.push({
        text: part,
        form: 'sideways',
        advance: measure(part),
        space: /^\s+$/.test(part),
      })
    }
    run = ''
  }
  for (const char of paragraph) {
    const upright = orientation === 'upright' || (orientation === 'mixed' && isWideCharacter(char))
    if (!upright) {
      run += char
      continue
    }
    flushRun()
    const form = uprightForm(char)
    const space = /^\s$/.test(char)
    pieces.push({ text: char, form, advance: space ? measure(char) : fontSize, space })
  }
  flushRun()
  return pieces
}

/** Breaks a turned word longer than the column into characters. */
function splitLong(piece: Piece, length: number, measure: (t: string) => number): Piece[] {
  if (piece.form !== 'sideways' || piece.space || piece.advance <= length) return [piece]
  if ([...piece.text].length < 2) return [piece]
  const out: Piece[] = []
  for (const char of piece.text) {
    out.push({ text: char, form: 'sideways', advance: measure(char), space: false })
  }
  return out
}

/** Trailing spaces take no room at a column's end (CSS hangs them). */
function trimEnd(column: VerticalColumn): VerticalColumn {
  while (column.glyphs.length > 0 && /^\s+$/.test(column.glyphs[column.glyphs.length - 1]!.text)) {
    column.length -= column.glyphs.pop()!.advance
  }
  return column
}

export function layoutVerticalText(text: string, options: VerticalLayoutOptions): VerticalColumn[] {
  const length = Math.max(0, options.columnLength)
  const columns: VerticalColumn[] = []
  for (const paragraph of text.split('\n')) {
    let column: VerticalColumn = { glyphs: [], length: 0 }
    let wrapped = false
    const pieces: Piece[] = []
    for (const piece of piecesOf(paragraph, options)) {
      for (const p of splitLong(piece, length, options.measure)) pieces.push(p)
    }
    for (const piece of pieces) {
      if (piece.space && wrapped && column.glyphs.length === 0) continue
      const fits = column.length + piece.advance <= length + 1e-6
      const hangs = NO_START.has(piece.text) && column.glyphs.length > 0
      if (!fits && !hangs && column.glyphs.length > 0) {
        columns.push(trimEnd(column))
        column = { glyphs: [], length: 0 }
        wrapped = true
        if (piece.space) continue
      }
      column.glyphs.push({
        text: piece.text,
        form: piece.form,
        offset: column.length,
        advance: piece.advance,
      })
      column.length += piece.advance
    }
    columns.push(trimEnd(column))
  }
  return columns
}
