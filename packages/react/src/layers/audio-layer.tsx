import { Group, Rect, Text } from '#react-konva'
import type { LayerRendererProps } from './renderer-types.ts'
import { EDITOR_ONLY_NODE_NAME } from './editor-only.ts'

/**
 * Audio has no picture; while editing a small marker shows where the layer is. The marker is
 * editor-only: exported frames leave it out.
 */
export function AudioLayer({ layer, editing }: LayerRendererProps) {
  if (!editing) return null
  const height = Math.max(16, Math.min(40, layer.h || 40))
  const width = Math.max(height * 3, Math.min(layer.w || 160, 200))
  return (
    <Group name={EDITOR_ONLY_NODE_NAME}>
      <Rect width={width} height={height} fill="rgba(40, 44, 60, 0.8)" cornerRadius={height / 4} />
      <Text
        text="♪ audio"
        width={width}
        height={height}
        align="center"
        verticalAlign="middle"
        fontSize={height * 0.45}
        fill="#ffffff"
      />
    </Group>
  )
}
