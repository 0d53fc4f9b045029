/**
 * Geometry (docs site: “The data model”): x, y, w, h in canvas pixels, origin top-left; (x, y) is the layer's
 * top-left before rotation; r is degrees clockwise about the layer's centre; scale multiplies
 * w and h about the centre.
 */
export interface LayerBox {
  /** Top-left of the scaled box before rotation. */
  x: number
  y: number
  w: number
  h: number
  /** Centre of rotation (unchanged by scale). */
  centerX: number
  centerY: number
  /** Rotation in degrees, clockwise. */
  rotation: number
}

export function layerBox(g: {
  x: number
  y: number
  w: number
  h: number
  r: number
  scale: number
}): LayerBox {
  const w = g.w * g.scale
  const h = g.h * g.scale
  const centerX = g.x + g.w / 2
  const centerY = g.y + g.h / 2
  return { x: centerX - w / 2, y: centerY - h / 2, w, h, centerX, centerY, rotation: g.r }
}

/** The canvas point where the box's local point (px, py) (relative to its scaled top-left) lands. */
export function boxPointToCanvas(box: LayerBox, px: number, py: number): { x: number; y: number } {
  const rad = (box.rotation * Math.PI) / 180
  const dx = box.x + px - box.centerX
  const dy = box.y + py - box.centerY
  // Canvas y points down, so a positive angle turns clockwise on screen.
  return {
    x: box.centerX + dx * Math.cos(rad) - dy * Math.sin(rad),
    y: box.centerY + dx * Math.sin(rad) + dy * Math.cos(rad),
  }
}
