import type { AnimationRegion } from './animation-regions.ts'

/** The band label's font (styles.css `.ps-timeline__region`) and its side padding, px. */
const BAND_FONT = '11px system-ui, sans-serif'
const BAND_PADDING_PX = 8

const widths = new Map<string, number>()
let context: CanvasRenderingContext2D | null | undefined

/** The width of `text` in the band's font (measured once per text; 6.5 px a character without a canvas). */
function textWidth(text: string): number {
  const known = widths.get(text)
  if (known !== undefined) return known
  if (context === undefined)
    context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d')
  let width = text.length * 6.5
  if (context) {
    context.font = BAND_FONT
    width = context.measureText(text).width
  }
  widths.set(text, width)
  return width
}

/**
 * What a band of `widthPx` shows: its label ("Cross in: fade") when it fits, else its effects
 * ("fade": the band's place already says cross in / enter / leave; CSS ends them with an
 * ellipsis if even they do not fit). The band's title says the whole label.
 */
export function bandText(region: Pick<AnimationRegion, 'label' | 'effects'>, widthPx: number) {
  return textWidth(region.label) <= widthPx - BAND_PADDING_PX ? region.label : region.effects
}
