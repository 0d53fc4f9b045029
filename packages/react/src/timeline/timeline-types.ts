import { TIMELINE_FRAME_MS } from '@podscene/core'
export type { ClipModel, RowModel } from './timeline-layout.ts'
export type { ClipDragKind, Span } from '@podscene/core'

/** Layout constants shared by the timeline's parts (screen px). */
export const HEADER_WIDTH = 168
export const RULER_HEIGHT = 26
export const LANE_HEIGHT = 30
export const ROW_PADDING = 4
/** Clips this far (screen px) outside the view along time stay mounted. */
export const CULL_MARGIN_PX = 200
/** One frame of core's 30 fps timeline (TIMELINE_FRAME_MS, rounded to 33 ms), the arrow-key step. */
export const FRAME_MS = Math.round(TIMELINE_FRAME_MS)
