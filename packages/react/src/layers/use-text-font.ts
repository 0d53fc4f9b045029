import { useSyncExternalStore } from 'react'
import { fontSourceOf } from '@podscene/core'
import { useGlyphs, useMediaCache } from '../media/media-context.tsx'
import { withScriptFallbacks } from '../media/script-fonts.ts'

/**
 * The family stack to draw `text` with. The layer's font (core's `fontSourceOf` of its family
 * and file: a font library family, an uploaded file's URL, or a system family) is loaded before
 * it is named — until then, and for good when it fails (`missing-font`), the text is drawn in
 * sans-serif — then come the script fallbacks (media/script-fonts.ts) whose subsets `text` needs.
 * The returned `revision` changes when a font arrives, so text nodes remount, re-measure and
 * re-wrap with the loaded face (the canvas, the player and the render page alike).
 */
export function useTextFont(
  family: string,
  file: string,
  text = '',
  fontStyle = 'normal',
): { family: string; revision: string; state: 'system' | 'loading' | 'ready' | 'failed' } {
  const cache = useMediaCache()
  const source = fontSourceOf(family, file)
  const style = fontStyle === 'normal' ? '' : `${fontStyle} `
  const read = () => cache.layerFont(source, family, file, style, text)
  const status = useSyncExternalStore(cache.subscribe, read, read)
  const own =
    source.kind === 'system'
      ? { family: withFallback(family), state: 'system' as const }
      : status.state === 'ready'
        ? { family: `${JSON.stringify(status.value)}, sans-serif`, state: 'ready' as const }
        : { family: 'sans-serif', state: status.state }
  const stack = withScriptFallbacks(own.family)
  const glyphs = useGlyphs(`${style}16px ${stack}`, text)
  return { family: stack, revision: `${own.family}-${own.state}-${glyphs.state}`, state: own.state }
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
