/** How a text fits a box at a font: what the text and subtitle overflow checks measure. */
import type { MeasureText, TextFont } from '../text/text-font.ts'
import { innerBox, type TextBoxStyle } from '../text/text-style.ts'
import { wrapText } from '../text/wrap.ts'

export interface TextFit {
  fits: boolean
  lines: number
  /** Height the text needs and the room inside the padding, in px. */
  needHeight: number
  roomHeight: number
  roomWidth: number
  /** Widest line (subtitles: the line) in px. */
  width: number
  brokenWords: string[]
}

/** A wrapped text block (text layers): fits when its lines fit the height and no word is split. */
export function fitWrapped(
  text: string,
  style: TextBoxStyle,
  w: number,
  h: number,
  measure: MeasureText,
  tolerance: number,
): TextFit {
  const room = innerBox(style, w, h)
  const wrapped = wrapText(text, room.width, style.font, measure)
  const lines = text === '' ? 0 : wrapped.lines.length
  const needHeight = lines * style.lineHeight
  return {
    fits: needHeight <= room.height + tolerance && wrapped.brokenWords.length === 0,
    lines,
    needHeight,
    roomHeight: room.height,
    roomWidth: room.width,
    width: wrapped.width,
    brokenWords: wrapped.brokenWords,
  }
}

/** One unwrapped line (subtitles): fits when it is no wider and no taller than the box. */
export function fitLine(
  text: string,
  style: TextBoxStyle,
  w: number,
  h: number,
  measure: MeasureText,
  tolerance: number,
): TextFit {
  const room = innerBox(style, w, h)
  const width = measure(text, style.font)
  return {
    fits: width <= room.width + tolerance && style.lineHeight <= room.height + tolerance,
    lines: 1,
    needHeight: style.lineHeight,
    roomHeight: room.height,
    roomWidth: room.width,
    width,
    brokenWords: [],
  }
}

/** The largest whole font size at most `font.size` at which `fits` holds (0 if none). */
export function largestFittingSize(font: TextFont, fits: (font: TextFont) => boolean): number {
  let low = 0
  let high = Math.floor(font.size)
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    // Sizes beyond 2^53 px have no whole neighbours: give up rather than loop.
    if (mid - 1 === mid || mid <= low) return low
    if (fits({ ...font, size: mid })) low = mid
    else high = mid - 1
  }
  return low
}
