import { EditorCommandError, type Editor } from '@podscene/core'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import type { UiStore } from '../state/ui-store.ts'

/** Retimes one keyframe to scene time `time` (its timestamp is relative to the clip's start). */
export function retimeKeyframeTo(
  editor: Editor,
  key: string,
  k: { index: number; time: number; start: number },
  time: number,
): void {
  if (time === k.time) return
  editor.beginGesture()
  try {
    editor.retimeKeyframe(key, k.index, time - k.start)
    editor.commitGesture()
  } catch (error) {
    editor.cancelGesture()
    throw error
  }
}

/** Runs one edit; a refused command leaves the document as it was and shows its message. */
export function editOrNotify(ui: UiStore, what: string, edit: () => void): boolean {
  try {
    edit()
    return true
  } catch (error) {
    if (!(error instanceof EditorCommandError)) throw error
    actionSurfacesOf(ui).notify(`${what}: ${error.message}`, 'error')
    return false
  }
}
