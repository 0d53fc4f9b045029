/**
 * Fonts for scripts the page's own fonts may lack (Hebrew, Arabic, Chinese, Japanese, Korean,
 * emoji). Every text stack ends with these families after its generic family, so Latin keeps the
 * layer's font and only characters no earlier font has fall through to them. The Noto families
 * are core's font library (MediaCache registers them before loading the glyphs a text needs);
 * Noto Color Emoji is the system's (Debian's fonts-noto-color-emoji).
 */
export const SCRIPT_FALLBACK_FAMILIES = [
  'Noto Sans Hebrew',
  'Noto Sans Arabic',
  'Noto Sans SC',
  'Noto Sans JP',
  'Noto Sans KR',
  'Noto Color Emoji',
] as const

/** `stack` (a CSS font-family list) followed by the script fallbacks. */
export function withScriptFallbacks(stack: string): string {
  return [stack, ...SCRIPT_FALLBACK_FAMILIES.map((family) => `"${family}"`)].join(', ')
}
