import type { CropRect } from '../evaluate/types.ts'
import type { Crop } from '../schema/layer.ts'

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v)

/**
 * `crop` as fractions 0–1 of the source media. Absent, `w = 0` or `h = 0` → null (no crop).
 * Values are clamped into the source so a crop never reaches outside the media.
 */
export function normaliseCrop(crop: Crop | null | undefined): CropRect | null {
  if (!crop) return null
  const w = crop.w ?? 0
  const h = crop.h ?? 0
  if (!(w > 0) || !(h > 0)) return null
  const x = clamp01(crop.x ?? 0)
  const y = clamp01(crop.y ?? 0)
  return { x, y, w: Math.min(clamp01(w), 1 - x), h: Math.min(clamp01(h), 1 - y) }
}
