import { useEffect, useRef, type RefObject } from 'react'
import { EditorCommandError } from '@podscene/core'
import { useActionRegistry, useEditor, useUiStore } from '../state/editor-context.ts'
import { matchesShortcut, shortcutsOf } from '../state/actions/shortcuts.ts'
import { isActionEnabled } from '../state/actions/types.ts'
import { typesText } from '../actions/use-shortcut-handler.ts'

/** Actions whose keys work anywhere in the page, not only inside the editor. */
export const GLOBAL_SHORTCUT_ACTIONS: readonly string[] = ['undo', 'redo', 'shortcut-help']

// Editors on the page, the one the user was in last at the end: it takes the page's keys.
const editors: HTMLElement[] = []
const bringToFront = (root: HTMLElement) => {
  const i = editors.indexOf(root)
  if (i >= 0) editors.splice(i, 1)
  editors.push(root)
}

/**
 * Ctrl/⌘+Z, Ctrl/⌘+Shift+Z (Ctrl+Y) and `?` from anywhere in the page: on <body> (e.g. after an
 * undo removed the focused clip), on the host's own buttons. Not while typing in a text field,
 * not inside an open modal dialog, and not inside an editor (its own handler has them). With
 * several editors on a page, the one last focused or mounted answers.
 */
export function useGlobalShortcuts(root: RefObject<HTMLElement | null>, readOnly: boolean): void {
  const editor = useEditor()
  const store = useUiStore()
  const actions = useActionRegistry()
  const latest = useRef({ editor, store, actions, readOnly })
  latest.current = { editor, store, actions, readOnly }
  useEffect(() => {
    const element = root.current
    if (!element) return
    bringToFront(element)
    const onFocusIn = () => bringToFront(element)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || editors.at(-1) !== element) return
      const target = event.target
      if (target instanceof Element) {
        if (typesText(target) || target.closest('.ps-scene-editor, [aria-modal="true"]')) return
      }
      const { editor, store, actions, readOnly } = latest.current
      const ui = { store, readOnly }
      for (const id of GLOBAL_SHORTCUT_ACTIONS) {
        const action = actions.get(id)
        if (!action || !shortcutsOf(action).some((s) => matchesShortcut(event, s))) continue
        event.preventDefault()
        if (!isActionEnabled(action, editor, ui)) return
        try {
          action.perform(editor, ui)
        } catch (error) {
          if (!(error instanceof EditorCommandError)) throw error
        }
        return
      }
    }
    element.addEventListener('focusin', onFocusIn)
    window.addEventListener('keydown', onKeyDown)
    return () => {
      element.removeEventListener('focusin', onFocusIn)
      window.removeEventListener('keydown', onKeyDown)
      const i = editors.indexOf(element)
      if (i >= 0) editors.splice(i, 1)
    }
  }, [root])
}
