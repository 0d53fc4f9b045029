import type { EvaluatedLayer } from '../evaluate/types.ts'
import { distance, layerBounds, rotate, unionBox, type Point } from './geometry.ts'
import { HANDLE_HIT_PX, ROTATE_HANDLE_OFFSET_PX } from './types.ts'

/**
 * The box the resize and rotate handles sit on, in canvas px: one layer's own drawn box (turned
 * by its rotation), or for several layers the axis-aligned union of their bounds — as Konva's
 * Transformer draws it.
 */
export interface SelectionFrame {
  cx: number
  cy: number
  w: number
  h: number
  /** Degrees clockwise. */
  r: number
}

export type ResizeHandle =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'middle-left'
  | 'middle-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right'

export type Handle = ResizeHandle | 'rotater'

/** Which sides a resize handle moves: −1 left/top, 1 right/bottom, 0 neither. */
export const HANDLE_SIDES: Readonly<Record<ResizeHandle, readonly [number, number]>> = {
  'top-left': [-1, -1],
  'top-center': [0, -1],
  'top-right': [1, -1],
  'middle-left': [-1, 0],
  'middle-right': [1, 0],
  'bottom-left': [-1, 1],
  'bottom-center': [0, 1],
  'bottom-right': [1, 1],
}

const HANDLES = [...(Object.keys(HANDLE_SIDES) as ResizeHandle[]), 'rotater' as const]

export function selectionFrame(layers: readonly EvaluatedLayer[]): SelectionFrame | null {
  if (layers.length === 1) {
    const l = layers[0]!
    return {
      cx: l.x + l.w / 2,
      cy: l.y + l.h / 2,
      w: Math.abs(l.w * l.scale),
      h: Math.abs(l.h * l.scale),
      r: l.r,
    }
  }
  const box = unionBox(layers.map(layerBounds))
  return box && { cx: box.x + box.w / 2, cy: box.y + box.h / 2, w: box.w, h: box.h, r: 0 }
}

/** A frame-local offset from the centre, in canvas px, turned onto the canvas. */
export function framePoint(frame: SelectionFrame, local: Point): Point {
  const v = rotate(local, frame.r)
  return { x: frame.cx + v.x, y: frame.cy + v.y }
}

/** Where a handle is drawn, in canvas px, at `zoom` (the rotate handle is a screen distance off). */
export function handlePoint(frame: SelectionFrame, handle: Handle, zoom: number): Point {
  if (handle === 'rotater') {
    return framePoint(frame, { x: 0, y: -frame.h / 2 - ROTATE_HANDLE_OFFSET_PX / zoom })
  }
  const [sx, sy] = HANDLE_SIDES[handle]
  return framePoint(frame, { x: (sx * frame.w) / 2, y: (sy * frame.h) / 2 })
}

/** The handle nearest to canvas point `p` within HANDLE_HIT_PX screen px, or null. */
export function handleAt(frame: SelectionFrame, p: Point, zoom: number): Handle | null {
  let best: Handle | null = null
  let bestDistance = HANDLE_HIT_PX / zoom
  for (const handle of HANDLES) {
    const d = distance(handlePoint(frame, handle, zoom), p)
    if (d <= bestDistance) {
      best = handle
      bestDistance = d
    }
  }
  return best
}
