import type { Editor, Layer } from '@podscene/core'
import type { GeometryChange } from './layer-geometry.ts'

/** The layer as stored in the Editor's document (not evaluated), or undefined. */
export function storedLayer(editor: Editor, key: string): Layer | undefined {
  return editor.getLayer(key)?.layer
}

/** Moves layers by a canvas-pixel delta as one undo step. */
export function moveLayers(editor: Editor, keys: readonly string[], dx: number, dy: number): void {
  editor.batch(() => {
    for (const key of keys) {
      const layer = storedLayer(editor, key)
      editor.setGeometry(key, { x: (layer?.x ?? 0) + dx, y: (layer?.y ?? 0) + dy })
      shiftKeyframedPosition(editor, key, layer, dx, dy)
    }
  })
}

/**
 * Keyframes hold absolute x/y, which override the layer's own x/y: a move of an animated layer
 * shifts every keyframed position by the same delta, so the whole motion path moves with it.
 */
function shiftKeyframedPosition(
  editor: Editor,
  key: string,
  layer: Layer | undefined,
  dx: number,
  dy: number,
): void {
  const keyframes = layer?.timeline?.key_frames ?? []
  keyframes.forEach((keyframe, index) => {
    const props = keyframe.properties
    const x = typeof props?.x === 'number' && dx !== 0 ? { x: props.x + dx } : {}
    const y = typeof props?.y === 'number' && dy !== 0 ? { y: props.y + dy } : {}
    if ('x' in x || 'y' in y) editor.updateKeyframe(key, index, { properties: { ...x, ...y } })
  })
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
      editor.setGeometry(key, {
        x: (layer.x ?? 0) + after.x - before.x,
        y: (layer.y ?? 0) + after.y - before.y,
        w: before.w ? (w * after.w) / before.w : after.w,
        h: before.h ? (h * after.h) / before.h : after.h,
        r: (layer.r ?? 0) + after.r - before.r,
      })
      shiftKeyframedPosition(editor, key, layer, after.x - before.x, after.y - before.y)
    }
  })
}
