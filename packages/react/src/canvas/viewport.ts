/** A width and height in pixels. */
export interface Size {
  width: number
  height: number
}

/** Where the canvas sits in the viewport: screen px = canvas px × zoom + (x, y). */
export interface ViewTransform {
  zoom: number
  x: number
  y: number
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The transform showing the whole canvas centred in the viewport, `padding` px around it and
 * `top` px above it (default `padding`; more where a toolbar floats over the viewport's top).
 */
export function fitView(viewport: Size, canvas: Size, padding = 0, top = padding): ViewTransform {
  const availableW = Math.max(1, viewport.width - 2 * padding)
  const availableH = Math.max(1, viewport.height - padding - top)
  const zoom = Math.min(availableW / canvas.width, availableH / canvas.height)
  return {
    zoom,
    x: (viewport.width - canvas.width * zoom) / 2,
    y: top + (viewport.height - padding - top - canvas.height * zoom) / 2,
  }
}

/** The part of canvas space visible in the viewport. */
export function visibleCanvasRect(viewport: Size, view: ViewTransform): Rect {
  return {
    x: -view.x / view.zoom,
    y: -view.y / view.zoom,
    width: viewport.width / view.zoom,
    height: viewport.height / view.zoom,
  }
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}
