/**
 * Konva's `perfectDrawEnabled` for a shape of a layer renderer. Konva draws a shape through a
 * buffer canvas only when it has a stroke (with a fill, and translucent or shadowed) or, for
 * text and images, a shadow; it checks for that on every draw. A shape with neither can never
 * take that path, so the check is skipped (false) and the drawing is the same; otherwise Konva
 * decides (true, its default). test/render/perfect-draw.test.tsx.
 */
export function perfectDraw(paint: {
  stroke?: string | undefined
  strokeWidth?: number | undefined
  shadow?: boolean
}): boolean {
  // Konva's hasStroke(): a stroke colour and a non-zero width.
  const stroked = !!paint.stroke && !!paint.strokeWidth
  return stroked || paint.shadow === true
}
