import { useFont } from '../media/media-context.tsx'
import type { MediaStatus } from '../media/media-status.ts'

/**
 * The family to draw with: the loaded web font once ready, a generic fallback before. The
 * returned `revision` changes when the font arrives so text nodes remount and re-measure.
 */
export function useTextFont(family: string, url: string): { family: string; revision: string } {
  const status: MediaStatus<string> = useFont(url ? family : '', url)
  if (!url) return { family: withFallback(family), revision: 'system' }
  if (status.state === 'ready') return { family: `"${family}", sans-serif`, revision: 'loaded' }
  return { family: 'sans-serif', revision: status.state }
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
