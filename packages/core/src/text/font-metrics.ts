/**
 * Bundled approximate font metrics for measuring text without a browser: the advance widths of
 * Helvetica / Arial (Adobe's core-font AFM, 1/1000 em) for printable ASCII, regular and bold.
 * Real fonts differ by up to ~10%; lint allows a tolerance, and a browser passes its own
 * `measureText` (canvas metrics of the real font) instead.
 */

/** Advance widths of characters 32–126 (space … `~`), regular weight. */
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]

/** Advance widths of characters 32–126, bold. */
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
]

/** East Asian wide characters (CJK, kana, Hangul, full-width forms) and emoji take a full em. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{1f300}-\u{1faff}\u{20000}-\u{3fffd}]/u
/** Combining marks, zero-width characters and variation selectors take no room of their own. */
function isZeroWidth(code: number): boolean {
  return (
    (code >= 0x300 && code <= 0x36f) ||
    (code >= 0x200b && code <= 0x200d) ||
    (code >= 0xfe00 && code <= 0xfe0f)
  )
}

/** Width in em/1000 of one code point. */
function advance(char: string, bold: boolean): number {
  const code = char.codePointAt(0) ?? 32
  if (code >= 32 && code <= 126) return (bold ? BOLD : REGULAR)[code - 32]!
  if (isZeroWidth(code)) return 0
  if (WIDE.test(char)) return 1000
  if (code === 0x09) return 4 * 278
  // Other letters (accented Latin, Greek, Cyrillic…): an average lowercase letter.
  return bold ? 611 : 556
}

/** Width of `text` in em (multiply by the font size in px), Helvetica-like metrics. */
export function approximateTextEm(text: string, bold: boolean, monospace = false): number {
  let total = 0
  for (const char of text) {
    if (monospace)
      total += WIDE.test(char) ? 1200 : isZeroWidth(char.codePointAt(0) ?? 32) ? 0 : 600
    else total += advance(char, bold)
  }
  return total / 1000
}

/** Whether a character takes a full em (CJK and similar scripts break lines between characters). */
export function isWideCharacter(char: string): boolean {
  return WIDE.test(char)
}
