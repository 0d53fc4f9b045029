import { Group, Rect, Text } from '#react-konva'

export interface PlaceholderProps {
  w: number
  h: number
  /** First line, e.g. the layer kind. */
  label: string
  /** Second line, e.g. why the media is missing. */
  reason?: string
}

/** A hatched box with a label: what is drawn instead of media that cannot be shown. */
export function Placeholder({ w, h, label, reason }: PlaceholderProps) {
  const width = Math.max(1, Math.abs(w))
  const height = Math.max(1, Math.abs(h))
  const fontSize = Math.max(10, Math.min(28, height / 6, width / 12))
  const text = reason ? `${label}\n${reason}` : label
  return (
    <Group>
      <Rect
        width={width}
        height={height}
        fill="#3d3f47"
        stroke="#9aa0ad"
        strokeWidth={Math.max(1, fontSize / 10)}
        dash={[fontSize / 2, fontSize / 3]}
      />
      <Text
        text={text}
        width={width}
        height={height}
        align="center"
        verticalAlign="middle"
        padding={4}
        fontSize={fontSize}
        fontFamily="sans-serif"
        fill="#e8eaf0"
        wrap="word"
      />
    </Group>
  )
}
