export interface Size {
  width: number
  height: number
}

// DESIGN.md §2; mirrors the table in @podscene/core semantics.
const sizesByAspectRatio: Record<number, Size> = {
  0: { width: 1080, height: 1920 },
  1: { width: 1920, height: 1080 },
  2: { width: 1080, height: 1080 },
  3: { width: 1080, height: 1440 },
  4: { width: 1440, height: 1080 },
}

/** Canvas size for a project's `aspect_ratio`; a bare scene (none given) is 16:9. */
export function canvasSizeForAspectRatio(aspectRatio: number | null | undefined): Size {
  return sizesByAspectRatio[aspectRatio ?? 1] ?? { width: 1920, height: 1080 }
}
