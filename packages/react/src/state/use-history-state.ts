import { useSyncExternalStore } from 'react'
import { useEditor } from './editor-context.ts'

/** Whether undo and redo are possible, updated on the Editor's `historyChange` events. */
export function useHistoryState(): { canUndo: boolean; canRedo: boolean } {
  const editor = useEditor()
  const canUndo = useSyncExternalStore(
    (listener) => editor.on('historyChange', listener),
    () => editor.canUndo(),
    () => editor.canUndo(),
  )
  const canRedo = useSyncExternalStore(
    (listener) => editor.on('historyChange', listener),
    () => editor.canRedo(),
    () => editor.canRedo(),
  )
  return { canUndo, canRedo }
}
