import type { CropRect } from '@podscene/core'

/** How to draw media of natural size nw × nh into a w × h box: the source rect and where it lands. */
export interface MediaPlacement {
  crop: { x: number; y: number; width: number; height: number }
  x: number
  y: number
  width: number
  height: number
}

/**
 * `crop` (fractions of the source) picks the part of the media used; `fit` then places it like
 * CSS object-fit: fill stretches, contain letterboxes, cover fills and trims the overflow evenly.
 */
export function placeMedia(
  nw: number,
  nh: number,
  crop: CropRect | null,
  fit: 'cover' | 'contain' | 'fill',
  w: number,
  h: number,
): MediaPlacement {
  const sx = crop ? crop.x * nw : 0
  const sy = crop ? crop.y * nh : 0
  const sw = Math.max(1e-6, crop ? crop.w * nw : nw)
  const sh = Math.max(1e-6, crop ? crop.h * nh : nh)
  if (fit === 'fill')
    return { crop: { x: sx, y: sy, width: sw, height: sh }, x: 0, y: 0, width: w, height: h }
  if (fit === 'contain') {
    const k = Math.min(w / sw, h / sh)
    const width = sw * k
    const height = sh * k
    return {
      crop: { x: sx, y: sy, width: sw, height: sh },
      x: (w - width) / 2,
      y: (h - height) / 2,
      width,
      height,
    }
  }
  const k = Math.max(w / sw, h / sh)
  const visibleW = w / k
  const visibleH = h / k
  return {
    crop: {
      x: sx + (sw - visibleW) / 2,
      y: sy + (sh - visibleH) / 2,
      width: visibleW,
      height: visibleH,
    },
    x: 0,
    y: 0,
    width: w,
    height: h,
  }
}

/** Natural size of an image or video element. */
export function naturalSize(media: HTMLImageElement | HTMLVideoElement): {
  nw: number
  nh: number
} {
  if (media instanceof HTMLVideoElement)
    return { nw: media.videoWidth || 1, nh: media.videoHeight || 1 }
  return {
    nw: media.naturalWidth || media.width || 1,
    nh: media.naturalHeight || media.height || 1,
  }
}
