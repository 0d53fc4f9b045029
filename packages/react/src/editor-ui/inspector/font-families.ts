/**
 * Families offered for text and subtitles: the generic CSS families and the fonts these
 * machines have (DejaVu, Liberation). Any other name needs a font URL, which the renderer loads
 * through FontFace (`use-text-font.ts`); without one it falls back to sans-serif.
 */
export const FONT_FAMILIES = [
  'sans-serif',
  'serif',
  'monospace',
  'DejaVu Sans',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'Liberation Sans',
  'Liberation Serif',
  'Liberation Mono',
] as const

export const FONT_WEIGHTS = [
  'normal',
  'bold',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const
export const FONT_STYLES = ['normal', 'italic'] as const
