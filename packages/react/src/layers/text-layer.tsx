import { Rect, Text as KonvaText } from '#react-konva'
import { textWritingOf } from '@podscene/core'
import type { LayerRendererProps } from './renderer-types.ts'
import { resolveTextStyle } from './text-style.ts'
import { useTextFont } from './use-text-font.ts'
import { textDirection } from './text-direction.ts'
import { hasWideCharacters, wrapLines } from './wrap-lines.ts'
import { VerticalText } from './vertical-text.tsx'
import { registerTextNode, TextNodeElement } from './text-node.ts'
import { perfectDraw } from './perfect-draw.ts'

/**
 * Plain text from `prop.textInfo.content` (or `subtitle.text`); HTML fields are never used.
 * Text with CJK breaks as core's wrapText says (between characters, no space inserted); the base
 * direction follows the first letter (Hebrew, Arabic: right to left, and right-aligned unless
 * the layer gives an alignment). `textInfo.writingMode` vertical-rl / vertical-lr draws columns
 * (VerticalText, wrapping by the box height), standing as `textOrientation` says.
 */
export function TextLayer({ layer }: LayerRendererProps) {
  const style = resolveTextStyle(layer.source)
  const text = layer.source.prop?.textInfo?.content ?? layer.source.subtitle?.text ?? ''
  const font = useTextFont(style.fontFamily, style.fontUrl, text, style.fontStyle)
  const { w, h } = layer
  const { padding } = style
  const direction = textDirection(text)
  // Without an alignment of its own, text starts where its direction starts (CSS `start`).
  const alignGiven = layer.source.prop?.textConfig?.align ?? layer.source.prop?.textInfo?.textAlign
  const align = !alignGiven && direction === 'rtl' ? 'right' : style.align
  const width = Math.max(1, w - padding.left - padding.right)
  const height = Math.max(1, h - padding.top - padding.bottom)
  const writing = textWritingOf(layer.source)
  const background = style.background && (
    <Rect
      width={w}
      height={h}
      fill={style.background}
      cornerRadius={style.backgroundRadius}
      perfectDrawEnabled={false}
    />
  )
  if (writing.mode !== 'horizontal-tb') {
    return (
      <>
        {background}
        <VerticalText
          key={font.revision}
          text={text}
          mode={writing.mode}
          orientation={writing.orientation}
          style={style}
          fontFamily={font.family}
          x={padding.left}
          y={padding.top}
          width={width}
          height={height}
        />
      </>
    )
  }
  // Konva breaks only at spaces and dashes, so text with CJK is broken by core's rule first.
  // Justified lines stay with Konva, which only knows a paragraph's last line when it wraps.
  const drawn =
    align !== 'justify' && hasWideCharacters(text)
      ? wrapLines(text, width, { ...style, fontFamily: font.family }).join('\n')
      : text
  // Without stroke and shadow Konva never draws text through a buffer canvas: TextNode then.
  const direct = !perfectDraw({ ...style, shadow: style.shadowColor !== '' })
  if (direct) registerTextNode()
  const Text = direct ? TextNodeElement : KonvaText
  return (
    <>
      {background}
      <Text
        key={font.revision}
        text={drawn}
        x={padding.left}
        y={padding.top}
        width={width}
        height={height}
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
        perfectDrawEnabled={!direct}
        align={align}
        verticalAlign={style.verticalAlign}
        direction={direction}
        wrap="word"
      />
    </>
  )
}
