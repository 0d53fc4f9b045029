/** Canvas size in pixels for a project's `aspect_ratio` code (DESIGN.md §2). */
export interface CanvasSize {
  width: number
  height: number
  /** Human label, e.g. `9:16`. */
  ratio: string
}

/** The `aspect_ratio` codes DESIGN.md §2 gives a canvas size. */
export type KnownAspectRatio = 0 | 1 | 2 | 3 | 4

const CANVAS_SIZES: Readonly<Record<KnownAspectRatio, CanvasSize>> = Object.freeze({
  0: Object.freeze({ width: 1080, height: 1920, ratio: '9:16' }),
  1: Object.freeze({ width: 1920, height: 1080, ratio: '16:9' }),
  2: Object.freeze({ width: 1080, height: 1080, ratio: '1:1' }),
  3: Object.freeze({ width: 1080, height: 1440, ratio: '3:4' }),
  4: Object.freeze({ width: 1440, height: 1080, ratio: '4:3' }),
})

export const KNOWN_ASPECT_RATIOS: readonly KnownAspectRatio[] = [0, 1, 2, 3, 4]

/** A template without `aspect_ratio` is 9:16 (code 0). */
export const TEMPLATE_DEFAULT_ASPECT_RATIO: KnownAspectRatio = 0

/** A bare scene `{tracks}` has no `aspect_ratio`; the editor and the renderer show it at 16:9. */
export const BARE_SCENE_ASPECT_RATIO: KnownAspectRatio = 1

/**
 * The canvas for an `aspect_ratio` code. Without `fallback`: no code (null or undefined) is the
 * template default 9:16, and a code the design does not define is null. With `fallback` (e.g.
 * `BARE_SCENE_ASPECT_RATIO`), both no code and an undefined code give the fallback's canvas.
 */
export function canvasSizeForAspectRatio(aspectRatio: number | null | undefined): CanvasSize | null
export function canvasSizeForAspectRatio(
  aspectRatio: number | null | undefined,
  fallback: KnownAspectRatio,
): CanvasSize
export function canvasSizeForAspectRatio(
  aspectRatio: number | null | undefined,
  fallback?: KnownAspectRatio,
): CanvasSize | null {
  const known =
    aspectRatio === null || aspectRatio === undefined
      ? CANVAS_SIZES[fallback ?? TEMPLATE_DEFAULT_ASPECT_RATIO]
      : (CANVAS_SIZES as Record<number, CanvasSize | undefined>)[aspectRatio]
  if (known) return known
  return fallback === undefined ? null : CANVAS_SIZES[fallback]
}
