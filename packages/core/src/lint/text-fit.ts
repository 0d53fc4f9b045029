/** How a text fits a box at a font: what the text and subtitle overflow checks measure. */
import type { MeasureText, TextFont } from '../text/text-font.ts'
import { innerBox, type TextBoxStyle } from '../text/text-style.ts'
import { countWrapped, measureTokens, type MeasuredText, type WrapLayout } from '../text/wrap.ts'
import { tokenizeText } from '../text/wrap-cache.ts'

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

/**
 * Wraps one text in one font at a room width; see `textWrapper`. With `stopAfterLines` the count
 * may stop early (then it is `stopAfterLines + 1`).
 */
export type WrapAt = (roomWidth: number, stopAfterLines?: number) => WrapLayout

/** Upper bound of the work of one wrap of `text`: its tokens, plus the characters of long words. */
export function wrapCost(text: string): number {
  let cost = 0
  for (const paragraph of tokenizeText(text)) {
    cost += paragraph.length + 1
    for (const token of paragraph) if (token.text.length > 32) cost += token.text.length
  }
  return cost
}

/**
 * Wrapping of `text` in `font` by room width, each width once (a count stopped early is redone
 * when more lines are asked for); every wrap first spends its cost (`wrapCost`) so a layer's
 * budget bounds it. Tokens are measured once per wrapper; token widths are shared by every
 * wrapper of the same font (wrap-cache.ts).
 */
export function textWrapper(
  text: string,
  font: TextFont,
  measure: MeasureText,
  cost: number,
  spend: (units: number) => void,
): WrapAt {
  const cache = new Map<number, WrapLayout & { complete: boolean }>()
  let measured: MeasuredText | null = null
  return (roomWidth, stopAfterLines = Infinity) => {
    let layout = cache.get(roomWidth)
    if (!layout || (!layout.complete && layout.lineCount <= stopAfterLines)) {
      spend(cost)
      measured ??= measureTokens(text, font, measure)
      layout = countWrapped(measured, roomWidth, stopAfterLines)
      if (cache.size >= 4096) cache.clear()
      cache.set(roomWidth, layout)
    }
    return layout
  }
}

/** A wrapped text block (text layers): fits when its lines fit the height and no word is split. */
export function fitWrapped(
  text: string,
  style: TextBoxStyle,
  w: number,
  h: number,
  wrapAt: WrapAt,
  tolerance: number,
  exact = false,
): TextFit {
  const room = innerBox(style, w, h)
  // Only whether the lines fit matters beyond the room's line count (exact: `lines` is then
  // that count plus one) unless `exact` asks for the count.
  const roomLines =
    style.lineHeight > 0 ? Math.floor((room.height + tolerance) / style.lineHeight) : Infinity
  // One line more than the room holds, so a rounding of the division cannot tip the answer.
  const wrapped = wrapAt(room.width, exact ? Infinity : Math.max(0, roomLines + 1))
  const lines = text === '' ? 0 : wrapped.lineCount
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

/**
 * One unwrapped line (subtitles) of `width` px (measured once by the caller): fits when it is no
 * wider and no taller than the box.
 */
export function fitLine(
  width: number,
  style: TextBoxStyle,
  w: number,
  h: number,
  tolerance: number,
): TextFit {
  const room = innerBox(style, w, h)
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
