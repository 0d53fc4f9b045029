import { useMemo, type KeyboardEvent, type MouseEvent } from 'react'
import { useEditor, useUiStore } from '../editor-context.ts'
import { actionSurfacesOf } from './action-surfaces.ts'
import type { ActionContext, ActionUi } from './types.ts'

/** What a right-click or the menu key is on: the menu's context, the layer, the canvas point. */
export interface ContextMenuTarget {
  context: ActionContext
  /** The layer under the pointer (or focused); it becomes the selection unless already in it. */
  key?: string | null
  /** Canvas px, for actions that place things (inserts). */
  point?: { x: number; y: number }
  /** Viewport px to open the menu at instead of the pointer or the focused element's corner. */
  clientAt?: { x: number; y: number }
}

interface TriggerEvent {
  clientX: number
  clientY: number
  target: EventTarget | null
  /** Opened by the Menu key or Shift+F10 (the point is the focused element's corner). */
  keyboard: boolean
}

export interface ContextMenuTriggerOptions {
  readOnly: boolean
  /** The surface's action context (default: `{store, readOnly}`). */
  ui?: ActionUi
  /**
   * Where the menu is for; default: the `[data-layer-key]` element under the event, in `context`
   * (no such element: no menu, the browser's own shows).
   */
  target?: (event: TriggerEvent) => ContextMenuTarget | null
}

/** Whether a key opens the context menu (the Menu key or Shift+F10, as in desktop apps). */
export function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')
}

/**
 * Handlers that open the registry's context menu for a surface: `onContextMenu` (right-click,
 * and the browser's own menu key) and `onKeyDown` (Shift+F10 / Menu key where the browser sends
 * no contextmenu event), positioned at the pointer or at the focused element.
 */
export function useContextMenuTrigger(context: ActionContext, options: ContextMenuTriggerOptions) {
  const editor = useEditor()
  const store = useUiStore()
  const { readOnly, ui: given, target: targetOf } = options
  return useMemo(() => {
    const baseUi: ActionUi = given ?? { store, readOnly }
    const defaultTarget = (event: { target: EventTarget | null }): ContextMenuTarget | null => {
      const el = event.target instanceof Element ? event.target.closest('[data-layer-key]') : null
      const key = el?.getAttribute('data-layer-key')
      return key ? { context, key } : null
    }
    const open = (event: TriggerEvent): boolean => {
      const found = (targetOf ?? defaultTarget)(event)
      if (!found) return false
      const at = found.clientAt ?? { x: event.clientX, y: event.clientY }
      const { key } = found
      if (key && !editor.getState().session.selection.includes(key)) editor.select([key])
      actionSurfacesOf(store).openContextMenu({
        context: found.context,
        clientX: at.x,
        clientY: at.y,
        ui: found.point ? { ...baseUi, point: found.point } : baseUi,
      })
      return true
    }
    return {
      onContextMenu(event: MouseEvent) {
        // The keyboard's menu key sends (0, 0) or the element's corner: open at the element.
        const keyboard = event.button !== 2 && event.clientX === 0 && event.clientY === 0
        const at = keyboard ? cornerOf(event.target) : { x: event.clientX, y: event.clientY }
        if (open({ clientX: at.x, clientY: at.y, target: event.target, keyboard }))
          event.preventDefault()
      },
      onKeyDown(event: KeyboardEvent) {
        if (event.defaultPrevented || !isContextMenuKey(event)) return
        const at = cornerOf(event.target)
        const opened = open({ clientX: at.x, clientY: at.y, target: event.target, keyboard: true })
        if (opened) event.preventDefault()
      },
    }
  }, [editor, store, context, readOnly, given, targetOf])
}

/** Just inside the bottom-left of an element (where a keyboard-opened menu appears). */
function cornerOf(target: EventTarget | null): { x: number; y: number } {
  if (!(target instanceof Element)) return { x: 0, y: 0 }
  const r = target.getBoundingClientRect()
  return { x: Math.round(r.left + Math.min(16, r.width / 2)), y: Math.round(r.bottom - 4) }
}
