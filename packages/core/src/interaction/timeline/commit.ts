import type { Editor } from '../../editor/editor.ts'
import type { ClipDragKind } from './clip-drag.ts'
import type { Span } from './types.ts'

/** Runs `write` as ONE undo step (gesture marks); a refused command leaves nothing behind. */
export function asOneStep(editor: Editor, write: () => void): void {
  editor.beginGesture()
  try {
    write()
    editor.commitGesture()
  } catch (error) {
    editor.cancelGesture()
    throw error
  }
}

/**
 * Writes a finished clip gesture as one undo step: a move keeps keyframes relative to the start
 * (`setTimeline`), a trim keeps content where it is in scene time (`trimLayer`); a move may also
 * take one clip to another track (`moveLayerToTrack`). Unchanged clips are skipped; returns
 * whether anything changed.
 */
export function applyClipDrag(
  editor: Editor,
  kind: ClipDragKind,
  before: ReadonlyMap<string, Span>,
  after: ReadonlyMap<string, Span>,
  toTrack?: { key: string; track: number } | null,
): boolean {
  const changed = [...after].filter(([key, span]) => {
    const was = before.get(key)
    return was && (was.start !== span.start || was.end !== span.end)
  })
  if (changed.length === 0 && !toTrack) return false
  asOneStep(editor, () => {
    if (toTrack) editor.moveLayerToTrack(toTrack.key, toTrack.track)
    for (const [key, span] of changed) {
      if (kind === 'move') {
        editor.setTimeline(
          key,
          span.end === null ? { start: span.start } : { start: span.start, end: span.end },
        )
      } else if (kind === 'trim-start') {
        editor.trimLayer(key, { start: span.start })
      } else if (span.end !== null) {
        editor.trimLayer(key, { end: span.end })
      }
    }
  })
  return true
}

/**
 * Retimes one keyframe to scene time `time` (its timestamp is relative to the clip's start), as
 * one undo step; returns whether it moved.
 */
export function retimeKeyframeTo(
  editor: Editor,
  key: string,
  k: { index: number; time: number; start: number },
  time: number,
): boolean {
  if (time === k.time) return false
  asOneStep(editor, () => editor.retimeKeyframe(key, k.index, time - k.start))
  return true
}
