import { useMemo, type ReactNode } from 'react'
import type { Editor } from '@podscene/core'
import { createUiStore, type UiStore } from '../editor-ui/ui-store.ts'
import { createActionRegistry, type ActionRegistry } from '../actions/registry.ts'
import { defaultActions } from '../actions/default-actions.ts'
import { EditorContext } from './editor-context.ts'

export interface EditorProviderProps {
  editor: Editor
  /** The UI session store; one is created per provider when omitted. */
  ui?: UiStore
  /** The user actions (default: a registry of `defaultActions`, one per provider). */
  actions?: ActionRegistry
  children?: ReactNode
}

/** Makes an Editor (and the UI session store) available to the editor components and hooks. */
export function EditorProvider({ editor, ui, actions, children }: EditorProviderProps) {
  const ownUi = useMemo(() => createUiStore(), [])
  const ownActions = useMemo(
    () => (actions ? null : createActionRegistry(defaultActions)),
    [actions],
  )
  const value = useMemo(
    () => ({ editor, ui: ui ?? ownUi, actions: actions ?? ownActions! }),
    [editor, ui, ownUi, actions, ownActions],
  )
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>
}
