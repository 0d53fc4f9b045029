import type { FlipMode } from '../evaluate/types.ts'

const FLIP_ALIASES: Readonly<Record<string, FlipMode>> = {
  '': 'none',
  none: 'none',
  horizontal: 'horizontal',
  x: 'horizontal',
  vertical: 'vertical',
  y: 'vertical',
  both: 'both',
  xy: 'both',
}

/** Parses `flip` (`""`, `horizontal`, `vertical`, `both`, or `x`, `y`, `xy`); null if unknown. */
export function parseFlip(flip: string | null | undefined): FlipMode | null {
  if (flip === null || flip === undefined) return 'none'
  return FLIP_ALIASES[flip.trim().toLowerCase()] ?? null
}

export function flipScale(mode: FlipMode): { scaleX: 1 | -1; scaleY: 1 | -1 } {
  return {
    scaleX: mode === 'horizontal' || mode === 'both' ? -1 : 1,
    scaleY: mode === 'vertical' || mode === 'both' ? -1 : 1,
  }
}
