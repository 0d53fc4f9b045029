import type { Editor, Layer } from '@podscene/core'

/** The layer as stored in the Editor's document (not evaluated), or undefined. */
export function storedLayer(editor: Editor, key: string): Layer | undefined {
  return editor.getLayer(key)?.layer
}

/**
 * Moves layers by a canvas-pixel delta as one undo step; keyframed positions move with them
 * (the core translateLayers command).
 */
export function moveLayers(editor: Editor, keys: readonly string[], dx: number, dy: number): void {
  editor.translateLayers([...keys], dx, dy)
}
