import { createContext, useContext } from 'react'
import type { Editor } from '@podscene/core'
import type { UiStore } from './ui-store.ts'
import type { ActionRegistry } from './actions/registry.ts'
import type { EditorService, EditorServices } from './editor-services.ts'

export interface EditorContextValue {
  editor: Editor
  ui: UiStore
  actions: ActionRegistry
  /** The editor's per-editor services (action surfaces, uploads, text styles…), made by the provider. */
  services: EditorServices
}

export const EditorContext = createContext<EditorContextValue | null>(null)

function useEditorContext(hook: string): EditorContextValue {
  const value = useContext(EditorContext)
  if (!value) throw new Error(`${hook}() must be used inside <EditorProvider> (or <SceneEditor>)`)
  return value
}

/** The Editor instance of the nearest `<EditorProvider>`. */
export function useEditor(): Editor {
  return useEditorContext('useEditor').editor
}

/** The editor UI's session store (locks, hidden layers, pan, active gesture). */
export function useUiStore(): UiStore {
  return useEditorContext('useUiStore').ui
}

/** The action registry every surface of this editor reads (keys, toolbar, menus). */
export function useActionRegistry(): ActionRegistry {
  return useEditorContext('useActionRegistry').actions
}

/** One of this editor's services (`state/editor-services.ts`), from the nearest `<EditorProvider>`. */
export function useEditorService<T>(service: EditorService<T>): T {
  return useEditorContext('useEditorService').services.get(service)
}
