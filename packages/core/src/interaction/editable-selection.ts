import type { Editor } from '../editor/editor.ts'

/**
 * The selected layers that direct manipulation may change: present, not locked, not hidden.
 * Locked and hidden are UI state the Editor does not hold, so the caller says which keys are.
 */
export function editableSelection(
  editor: Editor,
  isLocked: (key: string) => boolean,
  isHidden: (key: string) => boolean,
): string[] {
  return editor.session.selection.filter(
    (key) => !isLocked(key) && !isHidden(key) && editor.getLayer(key) !== undefined,
  )
}
