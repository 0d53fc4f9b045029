import type { Layer } from '../schema/layer.ts'

/**
 * Time rules (docs site: “The data model”). Times are scene milliseconds. A layer is visible on [start, end);
 * `end = 0` (or no timeline) means open-ended: visible at every t ≥ start, lasting as long as
 * the scene, without extending the scene's duration.
 */
export function layerStart(layer: Layer): number {
  const start = layer.timeline?.start
  return typeof start === 'number' && Number.isFinite(start) ? start : 0
}

/** The layer's own end, or null when it is open-ended (`end` absent, 0 or negative). */
export function layerOwnEnd(layer: Layer): number | null {
  const end = layer.timeline?.end
  return typeof end === 'number' && Number.isFinite(end) && end > 0 ? end : null
}

/** Whether [start, end) holds t for a layer span; `end` null means open-ended. */
export function spanHolds(start: number, end: number | null, t: number): boolean {
  return t >= start && (end === null || t < end)
}

/** Values a layer has when a field is absent or null ("null = absent"). */
export const LAYER_DEFAULTS = Object.freeze({
  x: 0,
  y: 0,
  w: 0,
  h: 0,
  r: 0,
  alpha: 1,
  scale: 1,
  gauss: 0,
  volume: 1,
})

/**
 * Keyframe properties evaluation animates. The spec lists x, y, w, h, r, alpha, scale;
 * `gauss` and `volume` in keyframe properties are also honoured (an extension: unknown
 * keyframe fields are otherwise kept but ignored).
 */
export const ANIMATABLE_PROPERTIES = [
  'x',
  'y',
  'w',
  'h',
  'r',
  'alpha',
  'scale',
  'gauss',
  'volume',
] as const

export type AnimatableProperty = (typeof ANIMATABLE_PROPERTIES)[number]
