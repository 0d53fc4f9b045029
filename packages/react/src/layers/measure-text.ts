let context: CanvasRenderingContext2D | null = null

/** Width in px of `text` drawn with a CSS font; created lazily so the module is SSR-safe. */
export function measureTextWidth(text: string, font: string): number {
  context ??= document.createElement('canvas').getContext('2d')
  if (!context) return text.length * 0.6 * (Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1]) || 16)
  context.font = font
  return context.measureText(text).width
}
