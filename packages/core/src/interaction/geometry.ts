import type { EvaluatedLayer } from '../evaluate/types.ts'

/** A point in canvas pixels (or screen pixels where a name says so). */
export interface Point {
  x: number
  y: number
}

/** Axis-aligned box in canvas pixels. */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** Axis-aligned bounds of a w×h box at (x, y) rotated by r degrees about its centre. */
export function rotatedBounds(x: number, y: number, w: number, h: number, r: number): Box {
  if (r % 360 === 0) return { x, y, w, h }
  const rad = (r * Math.PI) / 180
  const cos = Math.abs(Math.cos(rad))
  const sin = Math.abs(Math.sin(rad))
  const bw = w * cos + h * sin
  const bh = w * sin + h * cos
  const cx = x + w / 2
  const cy = y + h / 2
  return { x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh }
}

/** Axis-aligned bounds of an evaluated layer in canvas pixels (rotation and scale included). */
export function layerBounds(layer: EvaluatedLayer): Box {
  const w = layer.w * layer.scale
  const h = layer.h * layer.scale
  return rotatedBounds(layer.x + (layer.w - w) / 2, layer.y + (layer.h - h) / 2, w, h, layer.r)
}

/** Whether a canvas point lies in the layer's drawn box (rotation and scale included). */
export function layerContains(layer: EvaluatedLayer, p: Point): boolean {
  const cx = layer.x + layer.w / 2
  const cy = layer.y + layer.h / 2
  const local = rotate({ x: p.x - cx, y: p.y - cy }, -layer.r)
  const hw = Math.abs(layer.w * layer.scale) / 2
  const hh = Math.abs(layer.h * layer.scale) / 2
  return Math.abs(local.x) <= hw && Math.abs(local.y) <= hh
}

/** `v` turned by `degrees` clockwise (canvas y points down). */
export function rotate(v: Point, degrees: number): Point {
  if (degrees % 360 === 0) return { x: v.x, y: v.y }
  const rad = (degrees * Math.PI) / 180
  const cos = Math.cos(rad)
  const sin = Math.sin(rad)
  return { x: v.x * cos - v.y * sin, y: v.x * sin + v.y * cos }
}

/** Union of boxes; null for none. */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const b of boxes) {
    x0 = Math.min(x0, b.x)
    y0 = Math.min(y0, b.y)
    x1 = Math.max(x1, b.x + b.w)
    y1 = Math.max(y1, b.y + b.h)
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }
}

export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

/** Normalise a box dragged from (x0, y0) to (x1, y1) in any direction. */
export function boxFromPoints(x0: number, y0: number, x1: number, y1: number): Box {
  return { x: Math.min(x0, x1), y: Math.min(y0, y1), w: Math.abs(x1 - x0), h: Math.abs(y1 - y0) }
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y)
}

/** Whether a layer's drawn box covers the whole canvas (a background), within half a pixel. */
export function coversCanvas(layer: EvaluatedLayer, canvas: { width: number; height: number }) {
  const b = layerBounds(layer)
  const e = 0.5
  return b.x <= e && b.y <= e && b.x + b.w >= canvas.width - e && b.y + b.h >= canvas.height - e
}
