import { useFont, useGlyphs } from '../media/media-context.tsx'
import type { MediaStatus } from '../media/media-status.ts'
import { withScriptFallbacks } from '../media/script-fonts.ts'

/**
 * The family stack to draw `text` with: the loaded web font once ready (a generic fallback
 * before), then the script fallbacks (media/script-fonts.ts) whose subsets `text` needs are
 * loaded. The returned `revision` changes when a font arrives so text nodes remount and
 * re-measure.
 */
export function useTextFont(
  family: string,
  url: string,
  text = '',
  fontStyle = 'normal',
): { family: string; revision: string } {
  const status: MediaStatus<string> = useFont(url ? family : '', url)
  const own = !url
    ? { family: withFallback(family), revision: 'system' }
    : status.state === 'ready'
      ? { family: `"${family}", sans-serif`, revision: 'loaded' }
      : { family: 'sans-serif', revision: status.state }
  const stack = withScriptFallbacks(own.family)
  const style = fontStyle === 'normal' ? '' : `${fontStyle} `
  const glyphs = useGlyphs(`${style}16px ${stack}`, text)
  return { family: stack, revision: `${own.revision}-${glyphs.state}` }
}

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
])

/** A named system font that may be missing falls back to sans-serif, not the browser's serif. */
function withFallback(family: string): string {
  if (GENERIC_FAMILIES.has(family.trim().toLowerCase()) || family.includes(',')) return family
  return `"${family.replace(/"/g, '')}", sans-serif`
}
