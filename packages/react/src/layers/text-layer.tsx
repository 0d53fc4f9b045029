import { Rect, Text } from 'react-konva'
import type { LayerRendererProps } from './renderer-types.ts'
import { resolveTextStyle } from './text-style.ts'
import { useTextFont } from './use-text-font.ts'

/** Plain text from `prop.textInfo.content` (or `subtitle.text`); HTML fields are never used. */
export function TextLayer({ layer }: LayerRendererProps) {
  const style = resolveTextStyle(layer.source)
  const font = useTextFont(style.fontFamily, style.fontUrl)
  const text = layer.source.prop?.textInfo?.content ?? layer.source.subtitle?.text ?? ''
  const { w, h } = layer
  const { padding } = style
  return (
    <>
      {style.background && (
        <Rect width={w} height={h} fill={style.background} cornerRadius={style.backgroundRadius} />
      )}
      <Text
        key={font.revision}
        text={text}
        x={padding.left}
        y={padding.top}
        width={Math.max(1, w - padding.left - padding.right)}
        height={Math.max(1, h - padding.top - padding.bottom)}
        fontFamily={font.family}
        fontSize={style.fontSize}
        fontStyle={style.fontStyle}
        lineHeight={style.lineHeight}
        textDecoration={style.textDecoration}
        fill={style.fill}
        stroke={style.stroke || undefined}
        strokeWidth={style.strokeWidth}
        fillAfterStrokeEnabled
        shadowColor={style.shadowColor || undefined}
        shadowBlur={style.shadowBlur}
        shadowOffsetX={style.shadowOffsetX}
        shadowOffsetY={style.shadowOffsetY}
        shadowEnabled={style.shadowColor !== ''}
        align={style.align}
        verticalAlign={style.verticalAlign}
        wrap="word"
      />
    </>
  )
}
