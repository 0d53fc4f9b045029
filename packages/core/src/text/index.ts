/**
 * Text room: fonts, the bundled approximate metrics for Node, word wrapping as the renderer does
 * it, and how many characters fit a box. Used by template slots and lint.
 */
export { approximateMeasureText, cssFont } from './text-font.ts'
export type { MeasureText, TextFont } from './text-font.ts'
export { textBoxStyle, innerBox, lineHeightFactor, DEFAULT_FONT_SIZE } from './text-style.ts'
export type { TextBoxStyle } from './text-style.ts'
export { wrapText, charactersThatFit } from './wrap.ts'
export { isWideCharacter } from './font-metrics.ts'
export type { WrappedText } from './wrap.ts'
export { layoutVerticalText } from './vertical-layout.ts'
export type {
  VerticalColumn,
  VerticalGlyph,
  VerticalGlyphForm,
  VerticalLayoutOptions,
} from './vertical-layout.ts'
