/**
 * Text measurement contract. `measureText` is pluggable: Node uses the bundled approximate
 * metrics (`approximateMeasureText`); a browser passes a canvas-based measure with the real font
 * (`ctx.font = cssFont(font); ctx.measureText(text).width`).
 */
import { approximateTextEm } from './font-metrics.ts'

/** The font a text is drawn with. */
export interface TextFont {
  /** CSS family name as written in the layer (`sans-serif` when none). */
  family: string
  /** Font size in canvas pixels. */
  size: number
  /** CSS weight: `normal`, `bold`, or a number such as `600`. */
  weight: string
  italic: boolean
}

/** Width in canvas pixels of `text` drawn in `font` on one line. */
export type MeasureText = (text: string, font: TextFont) => number

const BOLD_WEIGHT = /^(bold|bolder|[6-9]00)$/i

/** The CSS `font` shorthand of a TextFont, e.g. `italic bold 48px "Noto Sans"`. */
export function cssFont(font: TextFont): string {
  const family = /^[\w-]+$/.test(font.family) ? font.family : JSON.stringify(font.family)
  const parts = [font.italic ? 'italic' : '', font.weight === 'normal' ? '' : font.weight]
  return [...parts.filter(Boolean), `${font.size}px`, family].join(' ')
}

/** Node's measure: Helvetica/Arial advance widths (monospace families: 0.6 em per character). */
export const approximateMeasureText: MeasureText = (text, font) =>
  approximateTextEm(text, BOLD_WEIGHT.test(font.weight.trim()), /mono/i.test(font.family)) *
  font.size
