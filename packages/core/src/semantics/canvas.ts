/** Canvas size in pixels for a project's `aspect_ratio` code (docs site: “The data model”). */
export interface CanvasSize {
  width: number
  height: number
  /** Human label, e.g. `9:16`. */
  ratio: string
}

/** The `aspect_ratio` codes that have a canvas size (docs site: “The data model”, Canvas). */
export type KnownAspectRatio = 0 | 1 | 2 | 3 | 4

const CANVAS_SIZES: Readonly<Record<KnownAspectRatio, CanvasSize>> = Object.freeze({
  0: Object.freeze({ width: 1080, height: 1920, ratio: '9:16' }),
  1: Object.freeze({ width: 1920, height: 1080, ratio: '16:9' }),
  2: Object.freeze({ width: 1080, height: 1080, ratio: '1:1' }),
  3: Object.freeze({ width: 1080, height: 1440, ratio: '3:4' }),
  4: Object.freeze({ width: 1440, height: 1080, ratio: '4:3' }),
})

export const KNOWN_ASPECT_RATIOS: readonly KnownAspectRatio[] = [0, 1, 2, 3, 4]

/**
 * The ratio of a document that states none (no `aspect_ratio`, `null`, or a code without a canvas
 * size): 16:9, 1920×1080. The one rule for every surface; see `canvasOfDocument`
 * (document-canvas.ts) for why, and use that function rather than this constant.
 */
export const ASSUMED_ASPECT_RATIO: KnownAspectRatio = 1

/** @deprecated The one rule is `ASSUMED_ASPECT_RATIO` (same value); kept for older callers. */
export const BARE_SCENE_ASPECT_RATIO: KnownAspectRatio = ASSUMED_ASPECT_RATIO

/** Whether `value` is an `aspect_ratio` code that has a canvas size (docs: “The data model”). */
export function isKnownAspectRatio(value: unknown): value is KnownAspectRatio {
  return typeof value === 'number' && Object.hasOwn(CANVAS_SIZES, value)
}

/**
 * The canvas of an `aspect_ratio` code: the table of the docs site’s “The data model”, Canvas. Without `fallback`, anything
 * else (no code, null, an undefined code) is null; with `fallback`, that ratio's canvas.
 * A whole document's canvas is `canvasSizeOfDocument` (document-canvas.ts), which applies the
 * rule for documents without a ratio.
 */
export function canvasSizeForAspectRatio(aspectRatio: unknown): CanvasSize | null
export function canvasSizeForAspectRatio(
  aspectRatio: unknown,
  fallback: KnownAspectRatio,
): CanvasSize
export function canvasSizeForAspectRatio(
  aspectRatio: unknown,
  fallback?: KnownAspectRatio,
): CanvasSize | null {
  if (isKnownAspectRatio(aspectRatio)) return CANVAS_SIZES[aspectRatio]
  return fallback === undefined ? null : CANVAS_SIZES[fallback]
}
