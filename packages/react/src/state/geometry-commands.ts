import { animatedValuesAt, type Editor, type Layer } from '@podscene/core'

/** The layer as stored in the Editor's document (not evaluated), or undefined. */
export function storedLayer(editor: Editor, key: string): Layer | undefined {
  return editor.getLayer(key)?.layer
}

/**
 * Moves what layers show at the playhead by a canvas-pixel delta, as one undo step (core
 * transformLayers: the keyframe at the playhead is set, or one added between keyframes; an
 * unanimated layer's x/y). Used by the nudge keys.
 */
export function moveLayers(editor: Editor, keys: readonly string[], dx: number, dy: number): void {
  const atMs = editor.getState().session.playheadMs
  const changes = keys.flatMap((key) => {
    const layer = storedLayer(editor, key)
    if (!layer) return []
    const { x, y } = animatedValuesAt(layer, atMs)
    return [{ layer: key, x: x + dx, y: y + dy }]
  })
  if (changes.length > 0) editor.transformLayers(changes, atMs)
}

/** Moves layers' whole animation (every keyframed x/y with the layer) by a delta: one step. */
export function moveWholeAnimation(
  editor: Editor,
  keys: readonly string[],
  dx: number,
  dy: number,
): void {
  editor.translateLayers([...keys], dx, dy)
}
