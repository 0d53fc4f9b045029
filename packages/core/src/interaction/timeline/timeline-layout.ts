import type { Track } from '../../schema/track.ts'
import { tracksInDrawOrder } from '../../semantics/draw-order.ts'
import { clipLanes } from './timeline-clips.ts'
import type { TimelineLayout } from './types.ts'

export interface StackedLayoutOptions {
  /** Content px above the first row (a ruler). */
  top?: number
  laneHeight: number
  /** Space above and below a row's lanes. */
  rowPadding?: number
  /** Extra px drawn under a track's row (open keyframe lanes). */
  below?(trackPosition: number): number
}

/**
 * Rows stacked top down in the layer list's order (topmost track first), each as tall as its
 * lanes; a clip box is its lane minus 1 px above and below. What `<Timeline>` draws, and what
 * TestEditor's timeline uses.
 */
export function stackedTimelineLayout(
  tracks: readonly Track[],
  { top = 0, laneHeight, rowPadding = 0, below }: StackedLayoutOptions,
): TimelineLayout {
  const rows: TimelineLayout['rows'][number][] = []
  const clips = new Map<string, { trackPosition: number; top: number; bottom: number }>()
  let rowTop = top
  for (const trackPosition of tracksInDrawOrder(tracks).reverse()) {
    const layers = (tracks[trackPosition]?.layers ?? []).filter((layer) => layer.key)
    const lanes = clipLanes(layers)
    const laneCount = lanes.reduce((n, lane) => Math.max(n, lane + 1), 1)
    const height = laneCount * laneHeight + 2 * rowPadding
    const laneTop = rowTop + rowPadding + 1
    rows.push({ trackPosition, top: rowTop, bottom: rowTop + height, laneTop })
    layers.forEach((layer, i) => {
      const clipTop = laneTop + lanes[i]! * laneHeight
      clips.set(layer.key!, { trackPosition, top: clipTop, bottom: clipTop + laneHeight - 2 })
    })
    rowTop += height + (below?.(trackPosition) ?? 0)
  }
  return { rows, clips }
}
