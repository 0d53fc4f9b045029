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

const FIELDS = ['x', 'y', 'w', 'h', 'r'] as const

/**
 * Applies evaluated geometry changes (`before` → `after`, what the user saw at the playhead) to
 * the stored layers through transformLayers: a keyframed property gets the keyframe at the
 * playhead set (or one added there), any other the layer's own field — so the canvas shows after
 * the gesture what was dragged. Fields equal to `before` are not written.
 */
export function applyGeometryChanges(editor: Editor, changes: readonly GeometryChange[]): void {
  const transforms = changes.flatMap(({ key, before, after }) => {
    const values: Partial<LayerGeometry> = {}
    for (const field of FIELDS) if (after[field] !== before[field]) values[field] = after[field]
    if (Object.keys(values).length === 0 || !editor.getLayer(key)) return []
    return [{ layer: key, ...values }]
  })
  if (transforms.length > 0) editor.transformLayers(transforms)
}

/** The change with x, y, w and h on whole canvas pixels (a gesture's release). */
export function roundedChange({ key, before, after }: GeometryChange): GeometryChange {
  const round = (v: number, was: number) => (v === was ? v : Math.round(v))
  return {
    key,
    before,
    after: {
      x: round(after.x, before.x),
      y: round(after.y, before.y),
      w: round(after.w, before.w),
      h: round(after.h, before.h),
      r: after.r,
    },
  }
}
