import type { Point } from './geometry.ts'

/** Zoom and pan of a viewport: screen px = canvas px × zoom + (x, y). */
export interface View {
  zoom: number
  x: number
  y: number
}

export const MIN_ZOOM = 0.05
export const MAX_ZOOM = 20

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))
}

/** The canvas point shown at a screen point (relative to the viewport). */
export function screenToCanvas(view: View, p: Point): Point {
  return { x: (p.x - view.x) / view.zoom, y: (p.y - view.y) / view.zoom }
}

/** The screen point (relative to the viewport) showing a canvas point. */
export function canvasToScreen(view: View, p: Point): Point {
  return { x: p.x * view.zoom + view.x, y: p.y * view.zoom + view.y }
}

/** The view zoomed to `zoom` so that the canvas point shown at screen point `from` is at `to`. */
export function zoomViewAbout(view: View, zoom: number, from: Point, to: Point = from): View {
  const z = clampZoom(zoom)
  const cx = (from.x - view.x) / view.zoom
  const cy = (from.y - view.y) / view.zoom
  return { zoom: z, x: to.x - cx * z, y: to.y - cy * z }
}
