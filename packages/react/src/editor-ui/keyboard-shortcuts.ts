import { tracksOfDocument, type Editor } from '@podscene/core'
import { editableSelection } from './editable-layers.ts'
import { moveLayers } from './geometry-commands.ts'
import type { UiStore } from './ui-store.ts'

export interface ShortcutContext {
  editor: Editor
  ui: UiStore
  readOnly: boolean
  /** Whether arrows nudge the selection (only where arrows do not already mean something). */
  arrowsNudge?: boolean
  /** Viewport actions; absent where there is no canvas (e.g. keys typed in the layer list). */
  viewport?: {
    fitToView(): void
    zoomBy(factor: number): void
    zoomTo(zoom: number): void
  }
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** Applies an editor keyboard shortcut; returns whether the key was one. */
export function handleShortcut(event: KeyLike, ctx: ShortcutContext): boolean {
  const { editor, readOnly } = ctx
  const mod = event.ctrlKey || event.metaKey
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  const editable = () => editableSelection(editor, ctx.ui)

  if (mod && key === 'z') {
    if (readOnly) return true
    if (event.shiftKey) editor.redo()
    else editor.undo()
    return true
  }
  if (mod && key === 'y') {
    if (!readOnly) editor.redo()
    return true
  }
  if (mod && key === 'a') {
    const { locked, hidden } = ctx.ui.getState()
    const keys = allLayerKeys(editor).filter((k) => !locked.has(k) && !hidden.has(k))
    editor.select(keys)
    return true
  }
  const viewport = ctx.viewport
  if (viewport) {
    if (mod && key === '0') {
      viewport.zoomTo(1)
      return true
    }
    if ((mod && key === '1') || (event.shiftKey && key === '!')) {
      viewport.fitToView()
      return true
    }
    if (!mod && (key === '+' || key === '=')) {
      viewport.zoomBy(1.25)
      return true
    }
    if (!mod && key === '-') {
      viewport.zoomBy(1 / 1.25)
      return true
    }
  }
  if (key === 'Escape') {
    if (editor.getState().session.selection.length === 0) return false
    editor.clearSelection()
    return true
  }
  if (readOnly) return false

  const arrow = ARROWS[key]
  if (arrow && !mod && !event.altKey && ctx.arrowsNudge !== false) {
    const keys = editable()
    if (keys.length === 0) return false
    const step = event.shiftKey ? 10 : 1
    moveLayers(editor, keys, arrow[0] * step, arrow[1] * step)
    return true
  }
  if (key === 'Delete' || key === 'Backspace') {
    const keys = editable()
    if (keys.length === 0) return false
    editor.removeLayers(keys)
    return true
  }
  if (mod && key === 'd') {
    const keys = editable()
    if (keys.length === 0) return true
    const copies = editor.duplicateLayers(keys)
    editor.select(copies)
    return true
  }
  if (key === ']' || key === '[') {
    const keys = editable()
    if (keys.length === 0) return false
    if (key === ']') {
      if (mod) editor.bringToFront(keys)
      else editor.bringForward(keys)
    } else if (mod) editor.sendToBack(keys)
    else editor.sendBackward(keys)
    return true
  }
  return false
}

function allLayerKeys(editor: Editor): string[] {
  return tracksOfDocument(editor.getState().document).flatMap((t) =>
    (t.layers ?? []).flatMap((l) => (l.key ? [l.key] : [])),
  )
}
