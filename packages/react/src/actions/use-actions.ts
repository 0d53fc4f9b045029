import { useCallback, useSyncExternalStore } from 'react'
import { useActionRegistry, useEditor } from '../hooks/editor-context.ts'
import { isActionEnabled, type Action, type ActionUi } from './types.ts'

/** The registered actions (re-renders when the registry changes), optionally of one group. */
export function useActions(group?: string): readonly Action[] {
  const registry = useActionRegistry()
  const all = useSyncExternalStore(registry.subscribe, registry.list, registry.list)
  return group === undefined ? all : all.filter((a) => a.group === group)
}

/** One action by id (undefined when removed). */
export function useAction(id: string): Action | undefined {
  return useActions().find((a) => a.id === id)
}

/** Runs an action with this surface's UI context. */
export function usePerformAction(ui: ActionUi): (action: Action) => void {
  const editor = useEditor()
  return useCallback(
    (action: Action) => {
      if (isActionEnabled(action, editor, ui)) action.perform(editor, ui)
    },
    [editor, ui],
  )
}
