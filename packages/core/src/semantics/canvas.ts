/** Canvas size in pixels for a project's `aspect_ratio` code (DESIGN.md §2). */
export interface CanvasSize {
  width: number
  height: number
  /** Human label, e.g. `9:16`. */
  ratio: string
}

const CANVAS_SIZES: Readonly<Record<number, CanvasSize>> = Object.freeze({
  0: Object.freeze({ width: 1080, height: 1920, ratio: '9:16' }),
  1: Object.freeze({ width: 1920, height: 1080, ratio: '16:9' }),
  2: Object.freeze({ width: 1080, height: 1080, ratio: '1:1' }),
  3: Object.freeze({ width: 1080, height: 1440, ratio: '3:4' }),
  4: Object.freeze({ width: 1440, height: 1080, ratio: '4:3' }),
})

export const KNOWN_ASPECT_RATIOS: readonly number[] = [0, 1, 2, 3, 4]

/** The canvas for an `aspect_ratio` code, or null for a code the design does not define. */
export function canvasSizeForAspectRatio(
  aspectRatio: number | null | undefined,
): CanvasSize | null {
  if (aspectRatio === null || aspectRatio === undefined) return CANVAS_SIZES[0] ?? null
  return CANVAS_SIZES[aspectRatio] ?? null
}
