import { isWideCharacter, wrapText } from '@podscene/core'
import { measureTextWidth } from './measure-text.ts'

/**
 * `text` broken into lines that fit `width` px by core's wrapText, measured with the exact
 * font stack Konva draws with (so the script fallbacks count).
 */
export function wrapLines(
  text: string,
  width: number,
  style: { fontFamily: string; fontSize: number; fontStyle: string },
): string[] {
  const prefix = style.fontStyle === 'normal' ? '' : `${style.fontStyle} `
  const css = `${prefix}${style.fontSize}px ${style.fontFamily}`
  const font = { family: style.fontFamily, size: style.fontSize, weight: 'normal', italic: false }
  return wrapText(text, width, font, (s) => measureTextWidth(s, css)).lines
}

/** Text with CJK (or other wide) characters, which may break between any two of them. */
export function hasWideCharacters(text: string): boolean {
  for (const char of text) if (isWideCharacter(char)) return true
  return false
}
