import type Konva from 'konva'
import type { EvaluatedLayer } from '@podscene/core'
import { rotatedBounds, type Box } from './snapping.ts'

/** Axis-aligned bounds of an evaluated layer in canvas pixels (rotation and scale included). */
export function layerBounds(layer: EvaluatedLayer): Box {
  const w = layer.w * layer.scale
  const h = layer.h * layer.scale
  return rotatedBounds(layer.x + (layer.w - w) / 2, layer.y + (layer.h - h) / 2, w, h, layer.r)
}

/** Node attributes a gesture changes, to put back exactly on cancel. */
export interface NodePose {
  x: number
  y: number
  rotation: number
  scaleX: number
  scaleY: number
  skewX: number
  skewY: number
}

export function readPose(node: Konva.Node): NodePose {
  return {
    x: node.x(),
    y: node.y(),
    rotation: node.rotation(),
    scaleX: node.scaleX(),
    scaleY: node.scaleY(),
    skewX: node.skewX(),
    skewY: node.skewY(),
  }
}

export function writePose(node: Konva.Node, pose: NodePose): void {
  node.setAttrs(pose)
}

export interface GeometryChange {
  x: number
  y: number
  w: number
  h: number
  r: number
}

/**
 * The evaluated geometry of a layer after a Transformer changed its node from `before` to the
 * node's current pose: the layer box's centre follows the node transform, size follows the scale
 * ratio and rotation the rotation delta. Independent of how the renderer positions its nodes.
 */
export function transformedGeometry(
  node: Konva.Node,
  before: NodePose,
  evaluated: { x: number; y: number; w: number; h: number; r: number },
  beforeTransform: Konva.Transform,
): GeometryChange {
  const centre = { x: evaluated.x + evaluated.w / 2, y: evaluated.y + evaluated.h / 2 }
  const local = beforeTransform.copy().invert().point(centre)
  const moved = node.getTransform().point(local)
  const sx = Math.abs(node.scaleX() / (before.scaleX || 1))
  const sy = Math.abs(node.scaleY() / (before.scaleY || 1))
  const w = evaluated.w * sx
  const h = evaluated.h * sy
  return {
    x: moved.x - w / 2,
    y: moved.y - h / 2,
    w,
    h,
    r: evaluated.r + (node.rotation() - before.rotation),
  }
}
