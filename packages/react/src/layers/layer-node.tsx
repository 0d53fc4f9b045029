import { memo } from 'react'
import type Konva from 'konva'
import type { EvaluatedLayer } from '@podscene/core'
import type { LayerRenderer } from './renderer-types.ts'
import { sameLayerContent } from './same-layer.ts'
import { BlurGroup } from './blur-group.tsx'
import { layerGroupElement } from './layer-group.ts'

export interface LayerNodeProps {
  /** Unique among the drawn layers (the layer key, made unique when keys repeat or are empty). */
  nodeKey: string
  layer: EvaluatedLayer
  renderer: LayerRenderer
  editing: boolean
  /** Stable callbacks: (un)registers the node for lookup by key, and reports pointer-down. */
  registerNode: (key: string, node: Konva.Group | null) => void
  onPointerDown: ((key: string, event: Konva.KonvaEventObject<PointerEvent>) => void) | undefined
}

/** LAYER_NODE_NAME marks the Konva group of every scene layer; its id is the layer key. */
export const LAYER_NODE_NAME = 'podscene-layer'

const LayerGroup = layerGroupElement()

/**
 * One scene layer: a group around the renderer's box. Its placement attributes are set by the
 * canvas after each render (see applyFrame), so a layer that only moves, turns or fades is not
 * re-rendered. Only the key is stored in Konva.
 */
export const LayerNode = memo(
  function LayerNode({
    nodeKey,
    layer,
    renderer: Renderer,
    editing,
    registerNode,
    onPointerDown,
  }: LayerNodeProps) {
    const content = <Renderer layer={layer} editing={editing} />
    return (
      <LayerGroup
        ref={(node) => registerNode(nodeKey, node)}
        id={layer.key}
        name={LAYER_NODE_NAME}
        onPointerDown={onPointerDown && ((event) => onPointerDown(layer.key, event))}
      >
        {layer.blur > 0 ? <BlurGroup blur={layer.blur}>{content}</BlurGroup> : content}
      </LayerGroup>
    )
  },
  (a, b) =>
    a.nodeKey === b.nodeKey &&
    a.renderer === b.renderer &&
    a.editing === b.editing &&
    a.registerNode === b.registerNode &&
    a.onPointerDown === b.onPointerDown &&
    sameLayerContent(a.layer, b.layer),
)
