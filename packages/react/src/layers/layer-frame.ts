import type Konva from 'konva'
import type { EvaluatedLayer } from '@podscene/core'
import { transitionEffect, type TransitionEffect } from './transitions.ts'

/** Konva attributes placing a layer's box: rotation and scale about its centre, flip mirrored there. */
export interface LayerFrame {
  x: number
  y: number
  offsetX: number
  offsetY: number
  rotation: number
  scaleX: number
  scaleY: number
  opacity: number
  effect: TransitionEffect
}

export function layerFrame(layer: EvaluatedLayer): LayerFrame {
  const { w, h } = layer
  const effect = transitionEffect(layer.transitions, w, h)
  const scale = layer.scale * effect.scale
  const flipX = layer.flip === 'horizontal' || layer.flip === 'both' ? -1 : 1
  const flipY = layer.flip === 'vertical' || layer.flip === 'both' ? -1 : 1
  return {
    x: layer.x + w / 2 + effect.dx,
    y: layer.y + h / 2 + effect.dy,
    offsetX: w / 2,
    offsetY: h / 2,
    rotation: layer.r,
    scaleX: scale * flipX,
    scaleY: scale * flipY,
    opacity: layer.alpha * effect.opacity,
    effect,
  }
}

/** Axis-aligned bounds of the framed layer in canvas pixels (rotation and scale included). */
export function frameBounds(frame: LayerFrame): {
  x: number
  y: number
  width: number
  height: number
} {
  const hw = Math.abs(frame.offsetX * frame.scaleX)
  const hh = Math.abs(frame.offsetY * frame.scaleY)
  const rad = (frame.rotation * Math.PI) / 180
  const cos = Math.abs(Math.cos(rad))
  const sin = Math.abs(Math.sin(rad))
  const ex = hw * cos + hh * sin
  const ey = hw * sin + hh * cos
  return { x: frame.x - ex, y: frame.y - ey, width: 2 * ex, height: 2 * ey }
}

/** Sets a layer group's placement (cheap when unchanged: Konva skips equal attributes). */
export function applyFrame(node: Konva.Group, frame: LayerFrame): void {
  node.x(frame.x)
  node.y(frame.y)
  node.offsetX(frame.offsetX)
  node.offsetY(frame.offsetY)
  node.rotation(frame.rotation)
  node.scaleX(frame.scaleX)
  node.scaleY(frame.scaleY)
  node.opacity(frame.opacity)
  const clip = frame.effect.clip
  if (clip) node.clip(clip)
  else if (node.clipWidth() !== undefined) {
    node.setAttrs({
      clipX: undefined,
      clipY: undefined,
      clipWidth: undefined,
      clipHeight: undefined,
    })
  }
}
