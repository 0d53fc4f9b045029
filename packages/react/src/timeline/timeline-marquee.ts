import { displayEnd, type RowModel } from './timeline-layout.ts'
import { HEADER_WIDTH, LANE_HEIGHT, ROW_PADDING, RULER_HEIGHT } from './timeline-types.ts'

/** A rectangle in the timeline content's px (origin: top left of the scrolled content). */
export interface ContentRect {
  left: number
  top: number
  right: number
  bottom: number
}

/** The rectangle spanned by two points, whichever way the drag went. */
export function rectBetween(a: { x: number; y: number }, b: { x: number; y: number }): ContentRect {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    right: Math.max(a.x, b.x),
    bottom: Math.max(a.y, b.y),
  }
}

/**
 * Keys of the clips a marquee touches, from the layout model (so clips scrolled out of view and
 * not mounted count too). Clip boxes are laid out exactly as the Timeline draws them: rows under
 * the ruler, lanes of `laneHeight` (the "Track height" preset's), the time axis right of the
 * headers, at least 6 px wide.
 */
export function clipsInRect(
  rows: readonly RowModel[],
  pxPerMs: number,
  fillEnd: number,
  rect: ContentRect,
  laneHeight: number = LANE_HEIGHT,
): string[] {
  const hits: string[] = []
  let rowTop = RULER_HEIGHT
  for (const row of rows) {
    const height = row.lanes * laneHeight + 2 * ROW_PADDING
    if (rowTop < rect.bottom && rowTop + height > rect.top) {
      for (const clip of row.clips) {
        const top = rowTop + ROW_PADDING + clip.lane * laneHeight + 1
        const bottom = top + laneHeight - 2
        const left = HEADER_WIDTH + clip.start * pxPerMs
        const right = Math.max(left + 6, HEADER_WIDTH + displayEnd(clip, fillEnd) * pxPerMs)
        if (left < rect.right && right > rect.left && top < rect.bottom && bottom > rect.top) {
          hits.push(clip.key)
        }
      }
    }
    rowTop += height
  }
  return hits
}
