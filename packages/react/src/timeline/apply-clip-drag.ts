import type { Editor } from '@podscene/core'
import type { ClipDragKind, Span } from './clip-drag.ts'

/**
 * Writes a finished clip gesture to the document as ONE undo step (gesture marks around the
 * commands): a move keeps keyframes relative to the start (`setTimeline`), a trim keeps content
 * where it is in scene time (`trimLayer`); a move may also change one clip's track
 * (`moveLayerToTrack`). Unchanged clips are skipped; nothing changes at all
 * when every clip is back where it started.
 */
export function applyClipDrag(
  editor: Editor,
  kind: ClipDragKind,
  before: ReadonlyMap<string, Span>,
  after: ReadonlyMap<string, Span>,
  /** A move that also takes one clip to another track (on top of its layers). */
  toTrack?: { key: string; track: number },
): void {
  const changed = [...after].filter(([key, span]) => {
    const was = before.get(key)
    return was && (was.start !== span.start || was.end !== span.end)
  })
  if (changed.length === 0 && !toTrack) return
  editor.beginGesture()
  try {
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
    editor.commitGesture()
  } catch (error) {
    editor.cancelGesture()
    throw error
  }
}
