import type { Layer } from '@podscene/core'
import type { Rect } from './viewport.ts'

const cache = new WeakMap<Layer, Rect | null>()
const SLIDES = /^slide-/
const ZOOMS = /^zoom-/

/**
 * A rectangle (canvas px) the layer stays inside at every t: its box over all keyframe values,
 * turned by its rotation (any way when the rotation is keyframed), grown by slides, zooms and
 * blur. Null when that cannot be bounded (a bezier
 * easing that overshoots), so the layer is always evaluated. Cached per layer object.
 */
export function sweptBounds(layer: Layer): Rect | null {
  let bounds = cache.get(layer)
  if (bounds === undefined) {
    bounds = computeSweptBounds(layer)
    cache.set(layer, bounds)
  }
  return bounds
}

function computeSweptBounds(layer: Layer): Rect | null {
  const frames = layer.timeline?.key_frames ?? []
  const range = (
    name: 'x' | 'y' | 'w' | 'h' | 'r' | 'scale',
    own: number | null | undefined,
    fallback: number,
  ) => {
    let min = typeof own === 'number' && Number.isFinite(own) ? own : fallback
    let max = min
    for (const frame of frames) {
      const v = frame?.properties?.[name]
      if (typeof v === 'number' && Number.isFinite(v)) {
        min = Math.min(min, v)
        max = Math.max(max, v)
      }
    }
    return { min, max }
  }
  if (frames.some((frame) => overshoots(frame?.func))) return null
  const x = range('x', layer.x, 0)
  const y = range('y', layer.y, 0)
  const w = range('w', layer.w, 0)
  const h = range('h', layer.h, 0)
  const scale = range('scale', null, 1)
  const effects = [...(layer.timeline?.cross?.in ?? []), ...(layer.timeline?.cross?.out ?? [])]
  const info = layer.prop?.animationInfo
  for (const preset of [info?.enter, info?.leave, info?.cycle])
    if (preset?.effectType) effects.push(preset.effectType)
  const zoom = effects.some((e) => ZOOMS.test(e)) ? 2 : 1
  const slide = effects.some((e) => SLIDES.test(e))
  const wMax = Math.max(Math.abs(w.min), Math.abs(w.max))
  const hMax = Math.max(Math.abs(h.min), Math.abs(h.max))
  const r = range('r', layer.r, 0)
  const scaleMax = Math.max(Math.abs(scale.min), Math.abs(scale.max)) * zoom
  // A fixed rotation has an exact box; a turning layer may point any way (its half diagonal).
  const rad = (r.min * Math.PI) / 180
  const cos = Math.abs(Math.cos(rad))
  const sin = Math.abs(Math.sin(rad))
  const turning = r.min !== r.max
  const halfW = turning ? Math.hypot(wMax, hMax) / 2 : (cos * wMax + sin * hMax) / 2
  const halfH = turning ? halfW : (sin * wMax + cos * hMax) / 2
  const blur = Math.max(0, layer.gauss ?? 0) * 3
  const extra = blur + (slide ? Math.max(wMax, hMax) : 0)
  const growX = halfW * scaleMax + extra
  const growY = halfH * scaleMax + extra
  const cxMin = x.min + Math.min(w.min, 0, w.max) / 2
  const cxMax = x.max + Math.max(w.max, 0) / 2
  const cyMin = y.min + Math.min(h.min, 0, h.max) / 2
  const cyMax = y.max + Math.max(h.max, 0) / 2
  return {
    x: cxMin - growX,
    y: cyMin - growY,
    width: cxMax - cxMin + 2 * growX,
    height: cyMax - cyMin + 2 * growY,
  }
}

/** cubic-bezier(a, b, c, d) with b or d outside 0–1 leaves the keyframe range between frames. */
function overshoots(func: string | null | undefined): boolean {
  const match = /^\s*cubic-bezier\(([^)]*)\)\s*$/i.exec(func ?? '')
  if (!match) return false
  const [, b, , d] = match[1]!.split(',').map(Number)
  return !(b! >= 0 && b! <= 1 && d! >= 0 && d! <= 1)
}
