import type { CameraTransform } from '../evaluate/types.ts'

export const CAMERA_TYPES = [
  'none',
  'zoom-in',
  'zoom-out',
  'pan-left',
  'pan-right',
  'pan-up',
  'pan-down',
] as const

export type CameraType = (typeof CAMERA_TYPES)[number]

/** How far `zoom-*` scales the media, and the zoom used while panning so no edge shows. */
export const CAMERA_ZOOM = 1.2

export function isKnownCameraType(type: string | null | undefined): type is CameraType {
  return (CAMERA_TYPES as readonly string[]).includes(type ?? '')
}

/**
 * The camera transform of the media inside a w × h layer at `progress` (0–1) of its visible span.
 * zoom-in: scale 1 → CAMERA_ZOOM; zoom-out: CAMERA_ZOOM → 1. pan-<dir>: the media, scaled by
 * CAMERA_ZOOM, moves in <dir> from one edge of its slack to the other (pan-left: offsetX goes
 * from +slack to −slack, slack = w·(CAMERA_ZOOM − 1)/2). Returns null for none or unknown types.
 */
export function cameraTransform(
  type: string | null | undefined,
  progress: number,
  w: number,
  h: number,
): CameraTransform | null {
  const p = progress < 0 ? 0 : progress > 1 ? 1 : progress
  const slackX = (Math.abs(w) * (CAMERA_ZOOM - 1)) / 2
  const slackY = (Math.abs(h) * (CAMERA_ZOOM - 1)) / 2
  const travel = 1 - 2 * p // +1 → −1
  switch (type) {
    case 'zoom-in':
      return { type, scale: 1 + (CAMERA_ZOOM - 1) * p, offsetX: 0, offsetY: 0 }
    case 'zoom-out':
      return { type, scale: CAMERA_ZOOM - (CAMERA_ZOOM - 1) * p, offsetX: 0, offsetY: 0 }
    case 'pan-left':
      return { type, scale: CAMERA_ZOOM, offsetX: slackX * travel, offsetY: 0 }
    case 'pan-right':
      return { type, scale: CAMERA_ZOOM, offsetX: -slackX * travel, offsetY: 0 }
    case 'pan-up':
      return { type, scale: CAMERA_ZOOM, offsetX: 0, offsetY: slackY * travel }
    case 'pan-down':
      return { type, scale: CAMERA_ZOOM, offsetX: 0, offsetY: -slackY * travel }
    default:
      return null
  }
}
