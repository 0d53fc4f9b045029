import { Rect } from '#react-konva'
import { radiusInPixels } from '@podscene/core'
import type { LayerRendererProps } from './renderer-types.ts'

/** The layer box filled with `color`, with the layer's corner radius (no stroke: perfect-draw.ts). */
export function ColorLayer({ layer }: LayerRendererProps) {
  const { w, h, source } = layer
  return (
    <Rect
      width={w}
      height={h}
      fill={source.color || '#000000'}
      cornerRadius={radiusInPixels(source.radius, w, h)}
      perfectDrawEnabled={false}
    />
  )
}
