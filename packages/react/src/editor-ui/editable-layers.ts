import type { Editor, Layer } from '@podscene/core'
import type { UiStore } from './ui-store.ts'

/** The selected layers that direct manipulation may change: not locked, not hidden. */
export function editableSelection(editor: Editor, ui: UiStore): string[] {
  const { locked, hidden } = ui.getState()
  return editor.getState().session.selection.filter((k) => !locked.has(k) && !hidden.has(k))
}

/** Moves layers by a canvas-pixel delta as one undo step. */
export function moveLayers(editor: Editor, keys: readonly string[], dx: number, dy: number): void {
  editor.batch(() => {
    for (const key of keys) {
      const layer = storedLayer(editor, key)
      editor.setGeometry(key, { x: (layer?.x ?? 0) + dx, y: (layer?.y ?? 0) + dy })
    }
  })
}

/** The layer as stored in the Editor's document (not evaluated), or undefined. */
export function storedLayer(editor: Editor, key: string): Layer | undefined {
  return editor.getLayer(key)?.layer
}
