/**
 * Fonts for scripts the page's own fonts may lack (Hebrew, Arabic, Chinese, Japanese, emoji).
 * Every text stack ends with these families after its generic family, so Latin keeps the
 * layer's font and only characters no earlier font has fall through to them. They draw only
 * where the page declares them (@fontsource CSS, see the studio's and the render page's
 * `script-fonts.css` imports); elsewhere the browser skips the names.
 */
export const SCRIPT_FALLBACK_FAMILIES = [
  'Noto Sans Hebrew',
  'Noto Sans Arabic',
  'Noto Sans SC',
  'Noto Sans JP',
  'Noto Color Emoji',
] as const

/** `stack` (a CSS font-family list) followed by the script fallbacks. */
export function withScriptFallbacks(stack: string): string {
  return [stack, ...SCRIPT_FALLBACK_FAMILIES.map((family) => `"${family}"`)].join(', ')
}
