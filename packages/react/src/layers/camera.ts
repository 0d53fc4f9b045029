import { createContext } from 'react'
import type Konva from 'konva'
import type { EvaluatedLayer } from '@podscene/core'

/** Names the group inside a media layer that the moving camera scales and shifts. */
export const CAMERA_NODE_NAME = 'podscene-camera'

/**
 * The canvas's latest evaluation of a layer by key (undefined when it has none): what a media
 * frame mounted or re-rendered later (its picture loaded) places its camera from, since a moving
 * camera does not re-render the layer.
 */
export const LiveLayersContext = createContext<
  ((key: string) => EvaluatedLayer | undefined) | null
>(null)

/**
 * The moving camera's transform on the media's camera group (offset at the box centre): scale
 * about the centre plus offset, as `moving_camera` evaluates at the layer's time.
 */
export function applyCamera(group: Konva.Group, layer: EvaluatedLayer): void {
  const camera = layer.camera
  if (!camera) return
  group.x(layer.w / 2 + camera.offsetX)
  group.y(layer.h / 2 + camera.offsetY)
  group.scaleX(camera.scale)
  group.scaleY(camera.scale)
}

/** Applies the layer's camera to the camera group under a layer's Konva group, if it has one. */
export function applyLayerCamera(node: Konva.Group, layer: EvaluatedLayer): void {
  if (!layer.camera) return
  const group = node.findOne(`.${CAMERA_NODE_NAME}`)
  if (group) applyCamera(group as Konva.Group, layer)
}
