import { useMemo, type ReactNode } from 'react'
import type { Editor } from '@podscene/core'
import { createUiStore, type UiStore } from '../editor-ui/ui-store.ts'
import { EditorContext } from './editor-context.ts'

export interface EditorProviderProps {
  editor: Editor
  /** The UI session store; one is created per provider when omitted. */
  ui?: UiStore
  children?: ReactNode
}

/** Makes an Editor (and the UI session store) available to the editor components and hooks. */
export function EditorProvider({ editor, ui, children }: EditorProviderProps) {
  const ownUi = useMemo(() => createUiStore(), [])
  const value = useMemo(() => ({ editor, ui: ui ?? ownUi }), [editor, ui, ownUi])
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>
}
