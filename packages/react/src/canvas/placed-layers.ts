import type { EvaluatedLayer } from '@podscene/core'
import { intersects, type Rect as ViewRect } from './viewport.ts'
import { frameBounds, layerFrame, type LayerFrame } from '../layers/layer-frame.ts'

/** What a drawn layer list is placed from: node keys with placement, and the layers drawn. */
export interface PlacedLayers {
  frames: [string, LayerFrame][]
  drawnLayers: EvaluatedLayer[]
}

/** Each drawn layer's node key and placement, in draw order (culled ones left out). */
export function placedLayers(
  layers: readonly EvaluatedLayer[],
  seen: ViewRect | null,
): PlacedLayers {
  const frames: [string, LayerFrame][] = []
  const drawnLayers: EvaluatedLayer[] = []
  const usedKeys = new Set<string>()
  for (const layer of layers) {
    const frame = layerFrame(layer)
    if (seen && !intersects(frameBounds(frame), seen)) continue
    let nodeKey = layer.key || `@${layer.trackIndex}:${layer.layerIndex}`
    if (usedKeys.has(nodeKey)) nodeKey = `${nodeKey}@${layer.trackIndex}:${layer.layerIndex}`
    usedKeys.add(nodeKey)
    frames.push([nodeKey, frame])
    drawnLayers.push(layer)
  }
  return { frames, drawnLayers }
}
