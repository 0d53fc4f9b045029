import type { TimelineClip } from './timeline-clips.ts'

/**
 * Times a dragged edge or keyframe snaps to: scene start, playhead, scene end (when the scene has
 * one), and every other clip's edges, keyframes and word times. `moving` clips are left out
 * whole; `keyframe` leaves out only the dragged keyframe.
 */
export function timelineSnapTargets(
  clips: ReadonlyMap<string, TimelineClip>,
  playheadMs: number,
  sceneEnd: number,
  moving: ReadonlySet<string>,
  keyframe?: { key: string; index: number },
): number[] {
  const targets = [0, playheadMs]
  if (sceneEnd > 0) targets.push(sceneEnd)
  for (const clip of clips.values()) {
    if (moving.has(clip.key)) continue
    targets.push(clip.start)
    if (clip.end !== null) targets.push(clip.end)
    for (const t of clip.words) targets.push(t)
    for (const m of clip.keyframes) {
      if (clip.key !== keyframe?.key || m.index !== keyframe.index) targets.push(m.time)
    }
  }
  return targets
}
