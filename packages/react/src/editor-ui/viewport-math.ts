import type { View } from './interaction-host.ts'

export const MIN_ZOOM = 0.05
export const MAX_ZOOM = 20

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))
}

/** The view zoomed to `zoom` so that the canvas point shown at screen point `from` is at `to`. */
export function zoomViewAbout(
  view: View,
  zoom: number,
  from: { x: number; y: number },
  to: { x: number; y: number } = from,
): View {
  const z = clampZoom(zoom)
  const cx = (from.x - view.x) / view.zoom
  const cy = (from.y - view.y) / view.zoom
  return { zoom: z, x: to.x - cx * z, y: to.y - cy * z }
}
