import { editableSelection as editableKeys, type Editor } from '@podscene/core'
import type { UiStore } from './ui-store.ts'

/** Core's editable selection (present, not locked, not hidden) with this UI store's sets. */
export function editableSelection(editor: Editor, ui: UiStore): string[] {
  const { locked, hidden } = ui.getState()
  return editableKeys(
    editor,
    (key) => locked.has(key),
    (key) => hidden.has(key),
  )
}
