import { normaliseCrop, type CropRect } from '@podscene/core'

type CropField = Parameters<typeof normaliseCrop>[0]

/** A rectangle in canvas px. */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/**
 * Crop mode's picture of a layer: where the whole media lies on the canvas (`media`) and the
 * part the crop keeps (`crop`, which is the layer's box). The media is laid out as `fill` draws
 * it: the crop rectangle stretched over the layer box.
 */
export interface CropFrame {
  media: Box
  crop: Box
}

/** Handles of the crop rectangle: corners and edges. */
export const CROP_HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const
export type CropHandle = (typeof CROP_HANDLES)[number]

/** Smallest crop rectangle, in canvas px. */
export const MIN_CROP_PX = 8

/** The frame of a layer box with its `crop` field (none or w/h 0: the whole media). */
export function cropFrameOf(box: Box, crop: CropField): CropFrame {
  const c: CropRect = normaliseCrop(crop) ?? { x: 0, y: 0, w: 1, h: 1 }
  const mw = box.w / c.w
  const mh = box.h / c.h
  return { media: { x: box.x - c.x * mw, y: box.y - c.y * mh, w: mw, h: mh }, crop: { ...box } }
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** The frame after dragging `handle` by (dx, dy) canvas px: the crop stays inside the media. */
export function resizeCrop(
  start: CropFrame,
  handle: CropHandle,
  dx: number,
  dy: number,
): CropFrame {
  const { media } = start
  let left = start.crop.x
  let top = start.crop.y
  let right = left + start.crop.w
  let bottom = top + start.crop.h
  if (handle.includes('w')) left = clamp(left + dx, media.x, right - MIN_CROP_PX)
  if (handle.includes('e')) right = clamp(right + dx, left + MIN_CROP_PX, media.x + media.w)
  if (handle.includes('n')) top = clamp(top + dy, media.y, bottom - MIN_CROP_PX)
  if (handle.includes('s')) bottom = clamp(bottom + dy, top + MIN_CROP_PX, media.y + media.h)
  return { media, crop: { x: left, y: top, w: right - left, h: bottom - top } }
}

/** The frame after dragging the media by (dx, dy) under a fixed crop (it still covers the crop). */
export function panMedia(start: CropFrame, dx: number, dy: number): CropFrame {
  const { media, crop } = start
  const x = clamp(media.x + dx, crop.x + crop.w - media.w, crop.x)
  const y = clamp(media.y + dy, crop.y + crop.h - media.h, crop.y)
  return { media: { ...media, x, y }, crop }
}

const round = (v: number, digits: number) => Number(v.toFixed(digits))

/** What a frame writes: the layer's `crop` (fractions, 4 decimals) and its box (whole px). */
export function cropChange(frame: CropFrame): {
  crop: { x: number; y: number; w: number; h: number }
  box: Box
} {
  const { media, crop } = frame
  return {
    crop: {
      x: round((crop.x - media.x) / media.w, 4),
      y: round((crop.y - media.y) / media.h, 4),
      w: round(crop.w / media.w, 4),
      h: round(crop.h / media.h, 4),
    },
    box: {
      x: Math.round(crop.x),
      y: Math.round(crop.y),
      w: Math.round(crop.w),
      h: Math.round(crop.h),
    },
  }
}
