import { lineHeightFactor, type Layer } from '@podscene/core'

/** Text style resolved from `prop.textInfo` and `prop.textConfig` (textConfig wins where both set a value). */
export interface TextStyle {
  fontFamily: string
  /** The font file: a URL or a font library file name (core's `fontSourceOf`). */
  fontUrl: string
  fontSize: number
  /** Konva fontStyle: `normal`, `bold`, `italic`, `italic bold`, or `italic 600`. */
  fontStyle: string
  textDecoration: string
  fill: string
  stroke: string
  strokeWidth: number
  shadowColor: string
  shadowBlur: number
  shadowOffsetX: number
  shadowOffsetY: number
  align: 'left' | 'center' | 'right' | 'justify'
  verticalAlign: 'top' | 'middle' | 'bottom'
  padding: { top: number; right: number; bottom: number; left: number }
  background: string
  backgroundRadius: number
  /** Multiple of the font size (core's `lineHeightFactor`). */
  lineHeight: number
}

type Bag = Record<string, unknown>

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined
const bag = (v: unknown): Bag => (v !== null && typeof v === 'object' ? (v as Bag) : {})

export const defaultTextStyle: TextStyle = {
  fontFamily: 'sans-serif',
  fontUrl: '',
  fontSize: 48,
  fontStyle: 'normal',
  textDecoration: '',
  fill: '#ffffff',
  stroke: '',
  strokeWidth: 0,
  shadowColor: '',
  shadowBlur: 0,
  shadowOffsetX: 0,
  shadowOffsetY: 0,
  align: 'left',
  verticalAlign: 'top',
  padding: { top: 0, right: 0, bottom: 0, left: 0 },
  background: '',
  backgroundRadius: 0,
  lineHeight: 1,
}

/**
 * Keys read — textInfo: fontFamily, fontFileName (URL), fontSize, fontWeight, fontStyle, color,
 * strokeColor, strokeWidth, textShadowColor/Blur/H/V, textAlign, textDecoration, padding{Top,Right,
 * Bottom,Left}, backgroundColor, radius, lineHeight. textConfig: fontFamily {name|family, url}, fontSize,
 * fontStyle {weight|bold, style|italic}, color, stroke {color, width}, shadow {color, blur,
 * offsetX|x, offsetY|y}, align, verticalAlign, padding {top, right, bottom, left} (or a number),
 * background {color, radius}, textDecoration, lineHeight.
 */
export function resolveTextStyle(layer: Layer): TextStyle {
  const info = bag(layer.prop?.textInfo)
  const config = bag(layer.prop?.textConfig)
  const family = bag(config.fontFamily)
  const fontStyle = bag(config.fontStyle)
  const stroke = bag(config.stroke)
  const shadow = bag(config.shadow)
  const background = bag(config.background)
  const d = defaultTextStyle

  const weight =
    str(fontStyle.weight) ?? (fontStyle.bold === true ? 'bold' : undefined) ?? str(info.fontWeight)
  const italic =
    str(fontStyle.style) ??
    (fontStyle.italic === true ? 'italic' : undefined) ??
    str(info.fontStyle)
  return {
    fontFamily: str(family.name) ?? str(family.family) ?? str(info.fontFamily) ?? d.fontFamily,
    fontUrl: str(family.url) ?? str(info.fontFileName) ?? '',
    fontSize: num(config.fontSize) ?? num(info.fontSize) ?? d.fontSize,
    fontStyle: konvaFontStyle(italic, weight),
    textDecoration: str(config.textDecoration) ?? str(info.textDecoration) ?? d.textDecoration,
    fill: str(config.color) ?? str(info.color) ?? d.fill,
    stroke: str(stroke.color) ?? str(info.strokeColor) ?? d.stroke,
    strokeWidth: num(stroke.width) ?? num(info.strokeWidth) ?? d.strokeWidth,
    shadowColor: str(shadow.color) ?? str(info.textShadowColor) ?? d.shadowColor,
    shadowBlur: num(shadow.blur) ?? num(info.textShadowBlur) ?? d.shadowBlur,
    shadowOffsetX: num(shadow.offsetX) ?? num(shadow.x) ?? num(info.textShadowH) ?? d.shadowOffsetX,
    shadowOffsetY: num(shadow.offsetY) ?? num(shadow.y) ?? num(info.textShadowV) ?? d.shadowOffsetY,
    align: horizontal(str(config.align) ?? str(info.textAlign)),
    verticalAlign: vertical(str(config.verticalAlign)),
    padding: resolvePadding(config.padding, info),
    background: str(background.color) ?? str(info.backgroundColor) ?? d.background,
    backgroundRadius: num(background.radius) ?? num(info.radius) ?? d.backgroundRadius,
    lineHeight: lineHeightFactor(layer),
  }
}

function konvaFontStyle(style: string | undefined, weight: string | undefined): string {
  const italic = style === 'italic' || style === 'oblique' ? 'italic' : ''
  const w = weight === 'normal' || weight === '400' ? '' : (weight ?? '')
  return [italic, w].filter(Boolean).join(' ') || 'normal'
}

function horizontal(v: string | undefined): TextStyle['align'] {
  const a = v?.toLowerCase()
  if (a === 'center' || a === 'right' || a === 'justify') return a
  if (a === 'centre' || a === 'middle') return 'center'
  if (a === 'end') return 'right'
  return 'left'
}

function vertical(v: string | undefined): TextStyle['verticalAlign'] {
  const a = v?.toLowerCase()
  if (a === 'middle' || a === 'center' || a === 'centre') return 'middle'
  if (a === 'bottom') return 'bottom'
  return 'top'
}

function resolvePadding(padding: unknown, info: Bag): TextStyle['padding'] {
  const all = num(padding)
  if (all !== undefined) return { top: all, right: all, bottom: all, left: all }
  const p = bag(padding)
  return {
    top: num(p.top) ?? num(info.paddingTop) ?? 0,
    right: num(p.right) ?? num(info.paddingRight) ?? 0,
    bottom: num(p.bottom) ?? num(info.paddingBottom) ?? 0,
    left: num(p.left) ?? num(info.paddingLeft) ?? 0,
  }
}
