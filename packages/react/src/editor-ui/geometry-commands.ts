import type { Editor, Layer } from '@podscene/core'
import type { GeometryChange } from './layer-geometry.ts'

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

/**
 * Applies evaluated geometry changes (`before` → `after`) to the stored layers as one batch:
 * positions and rotation by their deltas, sizes by their ratios, so keyframed and scaled layers
 * change by what the user saw.
 */
export function applyGeometryChanges(
  editor: Editor,
  changes: readonly { key: string; before: GeometryChange; after: GeometryChange }[],
): void {
  editor.batch(() => {
    for (const { key, before, after } of changes) {
      const layer = storedLayer(editor, key) ?? {}
      const w = layer.w ?? before.w
      const h = layer.h ?? before.h
      const dx = after.x - before.x
      const dy = after.y - before.y
      if (dx !== 0 || dy !== 0) editor.translateLayers([key], dx, dy)
      editor.setGeometry(key, {
        w: before.w ? (w * after.w) / before.w : after.w,
        h: before.h ? (h * after.h) / before.h : after.h,
        r: (layer.r ?? 0) + after.r - before.r,
      })
    }
  })
}
