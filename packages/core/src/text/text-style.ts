/**
 * The parts of a text or subtitle layer's style that decide how much room its text takes: font
 * (family, size, weight, italic) and padding. Precedence follows the renderer
 * (packages/react/src/layers/text-style.ts): `prop.textConfig` over `prop.textInfo` over the
 * defaults (48 px sans-serif, no padding); for subtitles `subtitle.prop.fontSize` and
 * `subtitle.font_family.name` come first. Lines are `fontSize × lineHeightFactor` tall (the
 * renderer's line height).
 */
import type { Layer } from '../schema/layer.ts'
import type { TextFont } from './text-font.ts'

export interface TextBoxStyle {
  font: TextFont
  padding: { top: number; right: number; bottom: number; left: number }
  /** Height of one line in px. */
  lineHeight: number
  /** Where the font size was read, for messages (`prop.textInfo.fontSize`, or `default`). */
  fontSizeField: string
}

type Bag = Record<string, unknown>
const bag = (v: unknown): Bag => (v !== null && typeof v === 'object' ? (v as Bag) : {})
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined)
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

export const DEFAULT_FONT_SIZE = 48

function padding(config: Bag, info: Bag): TextBoxStyle['padding'] {
  const all = num(config.padding)
  if (all !== undefined) return { top: all, right: all, bottom: all, left: all }
  const p = bag(config.padding)
  return {
    top: num(p.top) ?? num(info.paddingTop) ?? 0,
    right: num(p.right) ?? num(info.paddingRight) ?? 0,
    bottom: num(p.bottom) ?? num(info.paddingBottom) ?? 0,
    left: num(p.left) ?? num(info.paddingLeft) ?? 0,
  }
}

function fontSizeOf(layer: Layer, config: Bag, info: Bag): [number, string] {
  const subtitleSize = num(bag(layer.subtitle?.prop).fontSize)
  if (layer.type === 'subtitle' && subtitleSize !== undefined)
    return [subtitleSize, 'subtitle.prop.fontSize']
  const fromConfig = num(config.fontSize)
  if (fromConfig !== undefined) return [fromConfig, 'prop.textConfig.fontSize']
  const fromInfo = num(info.fontSize)
  if (fromInfo !== undefined) return [fromInfo, 'prop.textInfo.fontSize']
  return [DEFAULT_FONT_SIZE, 'prop.textInfo.fontSize']
}

/**
 * Line height as a multiple of the font size: `prop.textConfig.lineHeight`, else
 * `prop.textInfo.lineHeight` (each only when > 0), else 1. Subtitles draw one line: always 1.
 */
export function lineHeightFactor(layer: Layer): number {
  if (layer.type === 'subtitle') return 1
  const positive = (v: unknown) => (num(v) ?? 0) > 0
  const config = bag(layer.prop?.textConfig).lineHeight
  if (positive(config)) return config as number
  const info = bag(layer.prop?.textInfo).lineHeight
  return positive(info) ? (info as number) : 1
}

/** The style of a text or subtitle layer as far as text room is concerned. */
export function textBoxStyle(layer: Layer): TextBoxStyle {
  const info = bag(layer.prop?.textInfo)
  const config = bag(layer.prop?.textConfig)
  const fontStyle = bag(config.fontStyle)
  const family =
    (layer.type === 'subtitle' ? str(layer.subtitle?.font_family?.name) : undefined) ??
    str(bag(config.fontFamily).name) ??
    str(bag(config.fontFamily).family) ??
    str(info.fontFamily) ??
    'sans-serif'
  const weight =
    str(fontStyle.weight) ?? (fontStyle.bold === true ? 'bold' : undefined) ?? str(info.fontWeight)
  const italic =
    str(fontStyle.style) ?? (fontStyle.italic === true ? 'italic' : str(info.fontStyle))
  const [size, fontSizeField] = fontSizeOf(layer, config, info)
  return {
    font: {
      family,
      size: Math.max(0, size),
      weight: weight ?? 'normal',
      italic: italic === 'italic' || italic === 'oblique',
    },
    padding: padding(config, info),
    lineHeight: Math.max(0, size) * lineHeightFactor(layer),
    fontSizeField,
  }
}

/** Room for text inside a w × h box after padding (never negative). */
export function innerBox(style: TextBoxStyle, w: number, h: number) {
  const { padding: p } = style
  return { width: Math.max(0, w - p.left - p.right), height: Math.max(0, h - p.top - p.bottom) }
}
