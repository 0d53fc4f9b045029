const RTL_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u
const LETTER = /\p{L}/u

/**
 * The base direction of a text as HTML's `dir="auto"` finds it: right to left when its first
 * letter is Hebrew, Arabic (or another RTL script), else left to right.
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  for (const char of text) {
    if (LETTER.test(char)) return RTL_LETTER.test(char) ? 'rtl' : 'ltr'
  }
  return 'ltr'
}
