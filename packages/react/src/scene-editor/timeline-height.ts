/** Limits of the timeline's height in <SceneEditor> (px; the "Resize timeline" separator). */
export const TIMELINE_HEIGHT_LIMITS = { min: 120, max: 900 } as const
/** The canvas keeps at least this much height when the timeline grows. */
export const MIN_CANVAS_HEIGHT = 140
/** The CSS variable on the editor root that sets the timeline's height. */
export const TIMELINE_HEIGHT_VARIABLE = '--ps-timeline-size'

/** A default timeline that fits its tracks leaves the canvas row at least this share of the editor. */
export const CANVAS_SHARE_WITH_DEFAULT_TIMELINE = 0.45

/**
 * The timeline's height before the user sets one: 30 % of the editor (150–440 px), so that a
 * tall window shows more tracks (a 1080 px window about seven, a 640 px one three) and a short
 * one keeps its canvas; no taller than its tracks need (`contentHeight`), the rest is the
 * canvas's. Tracks that need more than that share get it, up to 440 px, while the canvas row
 * keeps CANVAS_SHARE_WITH_DEFAULT_TIMELINE of the editor (`others`: the rows that are neither
 * the canvas nor the timeline) — a 1000 px window shows all seven tracks of the demo.
 */
export function defaultTimelineHeight(
  editorHeight: number,
  contentHeight?: number | null,
  others = 0,
): number {
  const share = Math.min(440, Math.max(150, editorHeight * 0.3))
  if (!contentHeight) return Math.round(share)
  const roomy = Math.min(
    440,
    editorHeight - others - editorHeight * CANVAS_SHARE_WITH_DEFAULT_TIMELINE,
  )
  const cap = Math.max(share, roomy)
  return Math.round(Math.min(cap, Math.max(TIMELINE_HEIGHT_LIMITS.min, contentHeight)))
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
