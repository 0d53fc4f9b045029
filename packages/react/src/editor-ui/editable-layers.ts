import type { Editor } from '@podscene/core'
import type { UiStore } from './ui-store.ts'

/** The selected layers that direct manipulation may change: not locked, not hidden. */
export function editableSelection(editor: Editor, ui: UiStore): string[] {
  const { locked, hidden } = ui.getState()
  return editor.getState().session.selection.filter((k) => !locked.has(k) && !hidden.has(k))
}
