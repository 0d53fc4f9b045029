import { Group, Rect, Text } from '#react-konva'
import type { LayerRendererProps } from './renderer-types.ts'
import { resolveTextStyle, type TextStyle } from './text-style.ts'
import { useTextFont } from './use-text-font.ts'
import { measureTextWidth } from './measure-text.ts'
import { textDirection } from './text-direction.ts'
import { joinWords } from '@podscene/core'
import { EDITOR_ONLY_NODE_NAME } from './editor-only.ts'

type Bag = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined)
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

/**
 * The visible line of the subtitle with the active word highlighted. Style: textInfo/textConfig,
 * then `subtitle.prop` keys color, highlightColor (or activeColor), fontSize, strokeColor,
 * strokeWidth; font from `subtitle.font_family` {name, url}. Centred unless an align is given;
 * the font shrinks so a long line fits the box. Words are spaced as core's joinWords glues them
 * (none between CJK words); a line whose first letter is Hebrew or Arabic runs right to left.
 * While editing, an invisible editor-only box of the layer's size lets the selection show the
 * whole box, also at times when no word is on screen.
 */
export function SubtitleLayer({ layer, editing }: LayerRendererProps) {
  const subtitle = layer.source.subtitle
  const extra = (subtitle?.prop ?? {}) as Bag
  const base = resolveTextStyle(layer.source)
  const familyName = str(subtitle?.font_family?.name) ?? base.fontFamily
  const familyUrl = str(subtitle?.font_family?.url) ?? base.fontUrl
  const line = layer.subtitle?.line
  const lineText = line ? joinWords(line.words.map((word) => word.text)) : ''
  const font = useTextFont(familyName, familyUrl, lineText, base.fontStyle)
  const box = editing ? (
    <Rect name={EDITOR_ONLY_NODE_NAME} width={layer.w} height={layer.h} listening={false} />
  ) : null
  if (!line || line.words.length === 0) return box

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
  // The gap before each word: a space unless joinWords glues the two words without one.
  let gaps = line.words.map((word, i) => {
    const before = line.words[i - 1]?.text
    return before === undefined || joinWords([before, word.text]) === before + word.text ? 0 : space
  })
  let widths = line.words.map((word) => measureTextWidth(word.text, cssFont(style.fontSize)))
  let total = widths.reduce((a, b) => a + b, 0) + gaps.reduce((a, b) => a + b, 0)
  const shrink = total > boxW ? boxW / total : 1
  const fontSize = style.fontSize * shrink
  widths = widths.map((width) => width * shrink)
  gaps = gaps.map((gap) => gap * shrink)
  total *= shrink
  const direction = textDirection(lineText)

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
  let offset = 0
  return (
    <Group key={font.revision}>
      {box}
      {line.words.map((word, i) => {
        offset += gaps[i] ?? 0
        const width = widths[i] ?? 0
        // Right to left: the first word ends at the right edge of the line.
        const wordX = direction === 'rtl' ? startX + total - offset - width : startX + offset
        offset += width
        return (
          <Text
            key={`${word.index}`}
            text={word.text}
            x={wordX}
            y={y}
            fontFamily={font.family}
            fontSize={fontSize}
            fontStyle={style.fontStyle}
            direction={direction}
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
