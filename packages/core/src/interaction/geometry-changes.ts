import type { Editor } from '../editor/editor.ts'

/** A layer's evaluated geometry (canvas px, degrees) as a gesture sees it. */
export interface LayerGeometry {
  x: number
  y: number
  w: number
  h: number
  r: number
}

export interface GeometryChange {
  key: string
  before: LayerGeometry
  after: LayerGeometry
}

/**
 * Applies evaluated geometry changes (`before` → `after`) to the stored layers: positions by
 * their delta (translateLayers, so keyframed positions follow), sizes by their ratio and rotation
 * by its delta (setGeometry), so keyframed and scaled layers change by what the user saw.
 */
export function applyGeometryChanges(editor: Editor, changes: readonly GeometryChange[]): void {
  for (const { key, before, after } of changes) {
    const stored = editor.getLayer(key)?.layer
    if (!stored) continue
    const w = stored.w ?? before.w
    const h = stored.h ?? before.h
    const dx = after.x - before.x
    const dy = after.y - before.y
    if (dx !== 0 || dy !== 0) editor.translateLayers([key], dx, dy)
    editor.setGeometry(key, {
      w: before.w ? (w * after.w) / before.w : after.w,
      h: before.h ? (h * after.h) / before.h : after.h,
      r: (stored.r ?? 0) + after.r - before.r,
    })
  }
}
