/** A parsed `radius`: pixels, or a percentage of min(w, h). */
export type CornerRadius = { unit: 'px'; value: number } | { unit: '%'; value: number }

const RADIUS_PATTERN = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px|%)?\s*$/i

/** Parses `"12"`, `"12px"` or `"50%"`; empty or absent → 0 px; anything else → null. */
export function parseRadius(radius: string | number | null | undefined): CornerRadius | null {
  if (radius === null || radius === undefined) return { unit: 'px', value: 0 }
  if (typeof radius === 'number') {
    return Number.isFinite(radius) && radius >= 0 ? { unit: 'px', value: radius } : null
  }
  if (radius.trim() === '') return { unit: 'px', value: 0 }
  const match = RADIUS_PATTERN.exec(radius)
  if (!match) return null
  const value = Number(match[1])
  return match[2] === '%' ? { unit: '%', value } : { unit: 'px', value }
}

/** Corner radius in canvas pixels for a layer of size w × h (percent of min(w, h)); 0 if invalid. */
export function radiusInPixels(radius: string | number | null | undefined, w: number, h: number) {
  const parsed = parseRadius(radius)
  if (!parsed) return 0
  const side = Math.max(0, Math.min(w, h))
  const px = parsed.unit === '%' ? (parsed.value / 100) * side : parsed.value
  // A radius larger than half the shorter side cannot be drawn; clamp like CSS does.
  return Math.min(px, side / 2)
}
