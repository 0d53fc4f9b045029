import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useActionRegistry, useEditor, useUiStore } from '../editor-context.ts'
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

/**
 * A registered action bound to a surface without a canvas (timeline, layer list): `enabled` (a
 * new function each render, for `useEditorState`) and `run`. `action` is undefined when removed.
 */
export function useRegisteredAction(
  id: string,
  readOnly: boolean,
): { action: Action | undefined; enabled: () => boolean; run: () => void } {
  const editor = useEditor()
  const store = useUiStore()
  const action = useAction(id)
  const ui = useMemo<ActionUi>(() => ({ store, readOnly }), [store, readOnly])
  const enabled = () => (action ? isActionEnabled(action, editor, ui) : false)
  const run = () => {
    if (action && isActionEnabled(action, editor, ui)) action.perform(editor, ui)
  }
  return { action, enabled, run }
}
