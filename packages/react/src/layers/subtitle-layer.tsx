import { Group, Text } from 'react-konva'
import type { LayerRendererProps } from './renderer-types.ts'
import { resolveTextStyle, type TextStyle } from './text-style.ts'
import { useTextFont } from './use-text-font.ts'
import { measureTextWidth } from './measure-text.ts'

type Bag = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined)
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

/**
 * The visible line of the subtitle with the active word highlighted. Style: textInfo/textConfig,
 * then `subtitle.prop` keys color, highlightColor (or activeColor), fontSize, strokeColor,
 * strokeWidth; font from `subtitle.font_family` {name, url}. Centred unless an align is given;
 * the font shrinks so a long line fits the box.
 */
export function SubtitleLayer({ layer }: LayerRendererProps) {
  const subtitle = layer.source.subtitle
  const extra = (subtitle?.prop ?? {}) as Bag
  const base = resolveTextStyle(layer.source)
  const familyName = str(subtitle?.font_family?.name) ?? base.fontFamily
  const familyUrl = str(subtitle?.font_family?.url) ?? base.fontUrl
  const font = useTextFont(familyName, familyUrl)
  const line = layer.subtitle?.line
  if (!line || line.words.length === 0) return null

  const style: TextStyle = {
    ...base,
    fill: str(extra.color) ?? base.fill,
    fontSize: num(extra.fontSize) ?? base.fontSize,
    stroke: str(extra.strokeColor) ?? base.stroke,
    strokeWidth: num(extra.strokeWidth) ?? base.strokeWidth,
  }
  const highlight = str(extra.highlightColor) ?? str(extra.activeColor) ?? '#ffd400'
  const alignGiven = layer.source.prop?.textConfig?.align ?? layer.source.prop?.textInfo?.textAlign
  const align = alignGiven ? style.align : 'center'
  const verticalGiven = layer.source.prop?.textConfig?.verticalAlign
  const verticalAlign = verticalGiven ? style.verticalAlign : 'middle'

  const { w, h } = layer
  const boxW = Math.max(1, w - style.padding.left - style.padding.right)
  const cssFont = (size: number) =>
    `${style.fontStyle === 'normal' ? '' : style.fontStyle} ${size}px ${font.family}`
  const space = measureTextWidth(' ', cssFont(style.fontSize))
  let widths = line.words.map((word) => measureTextWidth(word.text, cssFont(style.fontSize)))
  let total = widths.reduce((a, b) => a + b, 0) + space * (line.words.length - 1)
  const shrink = total > boxW ? boxW / total : 1
  const fontSize = style.fontSize * shrink
  widths = widths.map((width) => width * shrink)
  total *= shrink

  const startX =
    style.padding.left +
    (align === 'center' ? (boxW - total) / 2 : align === 'right' ? boxW - total : 0)
  const boxH = h - style.padding.top - style.padding.bottom
  const y =
    style.padding.top +
    (verticalAlign === 'middle'
      ? (boxH - fontSize) / 2
      : verticalAlign === 'bottom'
        ? boxH - fontSize
        : 0)
  let x = startX
  return (
    <Group key={font.revision}>
      {line.words.map((word, i) => {
        const wordX = x
        x += (widths[i] ?? 0) + space * shrink
        return (
          <Text
            key={`${word.index}`}
            text={word.text}
            x={wordX}
            y={y}
            fontFamily={font.family}
            fontSize={fontSize}
            fontStyle={style.fontStyle}
            fill={word.index === layer.subtitle?.activeWordIndex ? highlight : style.fill}
            stroke={style.stroke || undefined}
            strokeWidth={style.strokeWidth * shrink}
            fillAfterStrokeEnabled
            shadowColor={style.shadowColor || undefined}
            shadowBlur={style.shadowBlur}
            shadowOffsetX={style.shadowOffsetX}
            shadowOffsetY={style.shadowOffsetY}
            shadowEnabled={style.shadowColor !== ''}
          />
        )
      })}
    </Group>
  )
}
