import { Shape } from '#react-konva'
import type Konva from 'konva'
import {
  layoutVerticalText,
  type TextOrientation,
  type VerticalColumn,
  type WritingMode,
} from '@podscene/core'
import type { TextStyle } from './text-style.ts'
import { measureTextWidth } from './measure-text.ts'

export interface VerticalTextProps {
  text: string
  mode: Exclude<WritingMode, 'horizontal-tb'>
  orientation: TextOrientation
  style: TextStyle
  /** The family stack to draw with (useTextFont's, script fallbacks included). */
  fontFamily: string
  x: number
  y: number
  width: number
  height: number
}

/** The CSS font string the columns are measured and drawn with. */
export function verticalFont(style: TextStyle, family: string): string {
  const prefix = style.fontStyle === 'normal' ? '' : `${style.fontStyle} `
  return `${prefix}${style.fontSize}px ${family}`
}

/** Where each column's centre sits across the box, px from its left edge (right to left for rl). */
export function columnCentres(
  count: number,
  mode: VerticalTextProps['mode'],
  pitch: number,
  width: number,
): number[] {
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    out.push(mode === 'vertical-rl' ? width - (i + 0.5) * pitch : (i + 0.5) * pitch)
  }
  return out
}

/** Start of a column's text along it: CSS text-align start / center / end in vertical text. */
function columnStart(column: VerticalColumn, align: TextStyle['align'], length: number): number {
  if (align === 'center') return (length - column.length) / 2
  if (align === 'right') return length - column.length
  return 0
}

/**
 * Text in vertical columns (`textInfo.writingMode` vertical-rl / vertical-lr): core's
 * `layoutVerticalText` breaks it into columns that fit the box height; this draws them with the
 * canvas 2D API in one Konva Shape (upright characters centred in their cell, turned runs rotated
 * 90° clockwise, stroke under the fill, the text shadow). Columns are `fontSize × lineHeight`
 * apart; text-align moves the text along its column (left = top, right = bottom).
 */
export function VerticalText(props: VerticalTextProps) {
  const { text, mode, orientation, style, fontFamily, x, y, width, height } = props
  const font = verticalFont(style, fontFamily)
  const columns = layoutVerticalText(text, {
    columnLength: height,
    fontSize: style.fontSize,
    orientation,
    measure: (s) => measureTextWidth(s, font),
  })
  const pitch = style.fontSize * style.lineHeight
  const centres = columnCentres(columns.length, mode, pitch, width)
  const em = style.fontSize
  const sceneFunc = (context: Konva.Context) => {
    const ctx = context._context
    ctx.save()
    ctx.font = font
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillStyle = style.fill
    ctx.lineJoin = 'round'
    if (style.shadowColor) {
      const m = ctx.getTransform()
      const scale = Math.hypot(m.a, m.b)
      ctx.shadowColor = style.shadowColor
      ctx.shadowBlur = style.shadowBlur * scale
      ctx.shadowOffsetX = style.shadowOffsetX * scale
      ctx.shadowOffsetY = style.shadowOffsetY * scale
    }
    const paint = (piece: string, px: number, py: number) => {
      if (style.stroke && style.strokeWidth > 0) {
        ctx.strokeStyle = style.stroke
        ctx.lineWidth = style.strokeWidth
        ctx.strokeText(piece, px, py)
      }
      ctx.fillText(piece, px, py)
    }
    columns.forEach((column, i) => {
      const cx = x + centres[i]!
      const top = y + columnStart(column, style.align, height)
      for (const glyph of column.glyphs) {
        const middle = top + glyph.offset + glyph.advance / 2
        if (glyph.form === 'sideways') {
          ctx.save()
          ctx.translate(cx, middle)
          ctx.rotate(Math.PI / 2)
          paint(glyph.text, 0, 0)
          ctx.restore()
        } else if (glyph.form === 'corner') {
          paint(glyph.text, cx + em * 0.5, middle - em * 0.5)
        } else {
          paint(glyph.text, cx, middle)
        }
      }
    })
    ctx.restore()
  }
  return (
    <Shape
      name="vertical-text"
      x={0}
      y={0}
      width={x + width}
      height={y + height}
      sceneFunc={sceneFunc}
      hitFunc={(context, shape) => {
        context.beginPath()
        context.rect(x, y, width, height)
        context.closePath()
        context.fillStrokeShape(shape)
      }}
      fill={style.fill}
      perfectDrawEnabled={false}
      columnCount={columns.length}
    />
  )
}
