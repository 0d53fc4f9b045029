import { layerOwnEnd, layerStart, MIN_CLIP_MS, type Editor } from '@podscene/core'
import { editableSelection } from '../state/editable-layers.ts'
import type { UiStore } from '../state/ui-store.ts'
import { FRAME_MS } from './timeline-types.ts'

type KeyLike = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>

export interface TimelineKeyContext {
  editor: Editor
  ui: UiStore
  /** Layer key of the focused clip, if focus is on one. */
  focusedKey: string | null
  sceneEnd: number
  /** Runs the registry's split action (`S`); default: split the selection at the playhead. */
  split?: () => void
}

/** Selected, editable layers the playhead cuts strictly inside (what "Split at playhead" splits). */
export function splittableAtPlayhead(editor: Editor, ui: UiStore): string[] {
  const t = editor.getState().session.playheadMs
  return editableSelection(editor, ui).filter((key) => {
    const layer = editor.getLayer(key)?.layer
    if (!layer) return false
    const end = layerOwnEnd(layer)
    return t > layerStart(layer) && (end === null || t < end)
  })
}

/** Splits the selected clips at the playhead as one undo step; returns the new second parts. */
export function splitAtPlayhead(editor: Editor, ui: UiStore): string[] {
  const keys = splittableAtPlayhead(editor, ui)
  if (keys.length === 0) return []
  const t = editor.getState().session.playheadMs
  const created: string[] = []
  editor.batch(() => {
    for (const key of keys) created.push(editor.splitLayer(key, t))
  })
  return created
}

/**
 * Keys handled while focus is inside the timeline (returns whether the key was one):
 * ←/→ move the focused clip one frame (Shift: ten), Alt+←/→ trim its end, `S` splits the
 * selection at the playhead, Delete/Backspace removes the selected clips.
 */
export function handleTimelineKey(event: KeyLike, ctx: TimelineKeyContext): boolean {
  const { editor, ui, focusedKey } = ctx
  if (event.ctrlKey || event.metaKey) return false
  const key = event.key
  if ((key === 'ArrowLeft' || key === 'ArrowRight') && focusedKey) {
    const { locked } = ui.getState()
    if (locked.has(focusedKey)) return true
    const layer = editor.getLayer(focusedKey)?.layer
    if (!layer) return false
    const step = (key === 'ArrowLeft' ? -1 : 1) * (event.shiftKey ? 10 * FRAME_MS : FRAME_MS)
    const start = layerStart(layer)
    const end = layerOwnEnd(layer)
    if (event.altKey) {
      const from = end ?? Math.max(ctx.sceneEnd, start + MIN_CLIP_MS)
      const next = Math.max(start + MIN_CLIP_MS, from + step)
      if (next !== end) editor.trimLayer(focusedKey, { end: next })
      return true
    }
    const shift = Math.max(step, -start)
    if (shift !== 0) {
      editor.setTimeline(
        focusedKey,
        end === null ? { start: start + shift } : { start: start + shift, end: end + shift },
      )
    }
    return true
  }
  if (key === 's' || key === 'S') {
    if (event.altKey) return false
    if (ctx.split) ctx.split()
    else splitAtPlayhead(editor, ui)
    return true
  }
  if (key === 'Delete' || key === 'Backspace') {
    const keys = editableSelection(editor, ui)
    if (keys.length === 0) return false
    editor.removeLayers(keys)
    return true
  }
  return false
}
