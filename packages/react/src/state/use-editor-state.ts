import type { EditorState } from '@podscene/core'
import { useEditor } from './editor-context.ts'
import { useStoreSelector } from './use-selector-snapshot.ts'

/** Read part of the Editor's state; re-renders only when the selected value changes. */
export function useEditorState<T>(
  selector: (state: EditorState) => T,
  isEqual?: (a: T, b: T) => boolean,
): T {
  return useStoreSelector(useEditor(), selector, isEqual)
}
