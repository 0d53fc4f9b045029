import { useCallback, type KeyboardEvent } from 'react'
import { EditorCommandError } from '@podscene/core'
import { useActionRegistry, useEditor, useUiStore } from '../state/editor-context.ts'
import { handleShortcut, type ShortcutContext } from './keyboard-shortcuts.ts'

/** Whether keys typed at the target are text (inputs, contenteditable): shortcuts skip them. */
export function typesText(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
}

/** A control the space bar presses itself (a button, a checkbox, a slider…). */
function pressesWithSpace(target: EventTarget): boolean {
  return (
    target instanceof HTMLButtonElement ||
    (target instanceof HTMLElement &&
      /^(button|checkbox|switch|slider|radio|menuitem)$/.test(target.getAttribute('role') ?? ''))
  )
}

/**
 * A keydown handler running the registry's actions by shortcut, except inside text fields (and
 * the space bar on a control that Space presses).
 */
export function useShortcutHandler(
  readOnly: boolean,
  viewport?: ShortcutContext['viewport'],
  arrowsNudge = true,
  canvasSize?: ShortcutContext['canvasSize'],
) {
  const editor = useEditor()
  const ui = useUiStore()
  const actions = useActionRegistry()
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.defaultPrevented || typesText(event.target)) return
      if (event.key === ' ' && pressesWithSpace(event.target)) return
      try {
        if (
          handleShortcut(event, {
            editor,
            ui,
            readOnly,
            viewport,
            arrowsNudge,
            canvasSize,
            actions,
          })
        ) {
          event.preventDefault()
        }
      } catch (error) {
        // A command refused its arguments (e.g. z-order at the top): nothing changed.
        if (!(error instanceof EditorCommandError)) throw error
        event.preventDefault()
      }
    },
    [editor, ui, readOnly, viewport, arrowsNudge, canvasSize, actions],
  )
}
