/** Limits of the timeline's height in <SceneEditor> (px; the "Resize timeline" separator). */
export const TIMELINE_HEIGHT_LIMITS = { min: 120, max: 900 } as const
/** The canvas keeps at least this much height when the timeline grows. */
export const MIN_CANVAS_HEIGHT = 140
/** The CSS variable on the editor root that sets the timeline's height. */
export const TIMELINE_HEIGHT_VARIABLE = '--ps-timeline-size'

/**
 * The timeline's height before the user sets one: about a third of the editor, so that a tall
 * window shows more tracks (a 1080 px window about eight, a 640 px one four).
 */
export function defaultTimelineHeight(editorHeight: number): number {
  return Math.round(Math.min(440, Math.max(160, editorHeight * 0.32)))
}

/**
 * The height the timeline gets: `wanted` within the limits and leaving the canvas
 * MIN_CANVAS_HEIGHT (`others`: the rows that are neither the canvas nor the timeline).
 */
export function clampTimelineHeight(wanted: number, editorHeight: number, others: number): number {
  const room = editorHeight - others - MIN_CANVAS_HEIGHT
  const max = Math.min(TIMELINE_HEIGHT_LIMITS.max, Math.max(TIMELINE_HEIGHT_LIMITS.min, room))
  return Math.round(Math.min(max, Math.max(TIMELINE_HEIGHT_LIMITS.min, wanted)))
}
