import { memo } from 'react'
import type Konva from 'konva'
import { Group } from 'react-konva'
import type { EvaluatedLayer } from '@podscene/core'
import type { LayerRenderer } from './renderer-types.ts'
import type { LayerFrame } from './layer-frame.ts'
import { sameEvaluatedLayer } from './same-layer.ts'
import { BlurGroup } from './blur-group.tsx'

export interface LayerNodeProps {
  layer: EvaluatedLayer
  frame: LayerFrame
  renderer: LayerRenderer
  editing: boolean
  /** Stable callbacks: (un)registers the node for lookup by key, and reports pointer-down. */
  registerNode: (key: string, node: Konva.Group | null) => void
  onPointerDown: ((key: string, event: Konva.KonvaEventObject<PointerEvent>) => void) | undefined
}

/** LAYER_NODE_NAME marks the Konva group of every scene layer; its id is the layer key. */
export const LAYER_NODE_NAME = 'podscene-layer'

/** One scene layer: a group placing the renderer's box on the canvas. Only the key is stored in Konva. */
export const LayerNode = memo(
  function LayerNode({ layer, frame, renderer: Renderer, editing, registerNode, onPointerDown }: LayerNodeProps) {
    const { effect } = frame
    const content = <Renderer layer={layer} editing={editing} />
    return (
      <Group
        ref={(node) => registerNode(layer.key, node)}
        id={layer.key}
        name={LAYER_NODE_NAME}
        x={frame.x}
        y={frame.y}
        offsetX={frame.offsetX}
        offsetY={frame.offsetY}
        rotation={frame.rotation}
        scaleX={frame.scaleX}
        scaleY={frame.scaleY}
        opacity={frame.opacity}
        clipX={effect.clip?.x}
        clipY={effect.clip?.y}
        clipWidth={effect.clip?.width}
        clipHeight={effect.clip?.height}
        onPointerDown={onPointerDown && ((event) => onPointerDown(layer.key, event))}
      >
        {layer.blur > 0 ? <BlurGroup blur={layer.blur}>{content}</BlurGroup> : content}
      </Group>
    )
  },
  (a, b) =>
    a.renderer === b.renderer &&
    a.editing === b.editing &&
    a.registerNode === b.registerNode &&
    a.onPointerDown === b.onPointerDown &&
    sameEvaluatedLayer(a.layer, b.layer),
)
