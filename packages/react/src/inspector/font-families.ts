/** Weights and styles offered by the text and subtitle inspectors (families: font-picker/). */
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
