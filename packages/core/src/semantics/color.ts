import { colord, extend } from 'colord'
import namesPlugin from 'colord/plugins/names'

// CSS colour names (`red`, `transparent`…) besides hex, rgb() and hsl().
extend([namesPlugin])

/** A colour the renderer can draw: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb[a](…)`, `hsl[a](…)` or a CSS name. */
export interface ParsedColor {
  /** `#rrggbb`, without alpha (what `<input type="color">` takes). */
  hex: string
  /** 0–1. */
  alpha: number
  /** The written form has an alpha part (`#rrggbbaa`, `rgba(…)`, `hsla(…)`, 4 hex digits). */
  hasAlpha: boolean
  format: 'hex' | 'rgb' | 'hsl' | 'name'
}

/** Parses a colour string; null when it is not one of the formats of ParsedColor. */
export function parseColor(text: string): ParsedColor | null {
  const value = text.trim()
  const c = colord(value)
  if (!c.isValid()) return null
  const lower = value.toLowerCase()
  const format = lower.startsWith('#')
    ? 'hex'
    : lower.startsWith('rgb')
      ? 'rgb'
      : lower.startsWith('hsl')
        ? 'hsl'
        : 'name'
  const hasAlpha =
    format === 'hex'
      ? lower.length === 5 || lower.length === 9
      : /^(rgba|hsla)\(/.test(lower) ||
        lower.includes('/') ||
        (format !== 'name' && commaCount(lower) === 3)
  const { r, g, b, a } = c.toRgb()
  return { hex: colord({ r, g, b }).toHex(), alpha: a, hasAlpha, format }
}

/** Why `text` is not a colour, or undefined when it is (an empty string means "none": accepted). */
export function colorProblem(text: string): string | undefined {
  if (text.trim() === '' || parseColor(text)) return undefined
  return `"${text}" is not a colour: use #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(…) or a CSS colour name`
}

/**
 * `hex` (#rrggbb from a picker) at `alpha`, written like `like` (rgb stays rgb, hex stays hex);
 * the alpha part is written when `like` had one or alpha < 1.
 */
export function formatColorLike(like: string, hex: string, alpha: number): string {
  const parsed = parseColor(like)
  const withAlpha = alpha < 1 || (parsed?.hasAlpha ?? false)
  const c = colord(hex).alpha(alpha)
  if (parsed?.format === 'rgb') {
    const { r, g, b, a } = c.toRgb()
    return withAlpha ? `rgba(${r}, ${g}, ${b}, ${a})` : `rgb(${r}, ${g}, ${b})`
  }
  if (!withAlpha) return colord(hex).toHex()
  const aa = Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')
  return `${colord(hex).toHex()}${aa}`
}

function commaCount(text: string): number {
  return text.split(',').length - 1
}
