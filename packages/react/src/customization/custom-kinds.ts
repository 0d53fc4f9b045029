import type { ReactNode } from 'react'
import { layerForInsert, type InsertPlacement, type Layer } from '@podscene/core'
import { canvasFor } from '../state/actions/canvas-for.ts'
import type { Action } from '../state/actions/types.ts'
import type { LayerRenderer, LayerRenderers } from '../layers/renderer-types.ts'
import type { InspectorSection } from './inspector-section.ts'

/**
 * A layer kind the embedder adds (`<SceneEditor layerKinds>`): how it is drawn, what the Insert
 * menu creates, and its inspector sections. The document stores it like any layer (`type` is
 * the kind; its fields are kept losslessly).
 */
export interface CustomLayerKind {
  /** The layer `type`, e.g. `chart`. */
  type: string
  /** Its Insert menu item ("Chart"); the action id is `insert.<type>`. */
  label: string
  icon?: ReactNode
  /**
   * A new layer of the kind: gets core's `layerForInsert(type, placement)` (centred, sized for
   * the canvas, from the playhead) and returns the layer to insert, e.g. with its own fields.
   */
  create?: (base: Layer, placement: InsertPlacement) => Layer
  /** Draws it on the canvas (in its own box, like every `LayerRenderer`). */
  renderer?: LayerRenderer
  /** Its inspector sections; `kinds` defaults to this kind. */
  inspectorSections?: readonly (Omit<InspectorSection, 'kinds'> & {
    kinds?: InspectorSection['kinds']
  })[]
}

/** The Insert action of a custom kind: one `insertLayer` (one undo step), selected. */
export function customKindInsertAction(kind: CustomLayerKind): Action {
  return {
    id: `insert.${kind.type}`,
    label: kind.label,
    icon: kind.icon,
    group: 'insert',
    contexts: ['canvas', 'canvas-layer'],
    enabled: (_editor, ui) => !ui.readOnly,
    perform(editor, ui) {
      const placement: InsertPlacement = {
        canvas: canvasFor(editor, ui),
        startMs: editor.getState().session.playheadMs,
        at: ui.point,
      }
      const base = layerForInsert(kind.type, placement)
      editor.insertLayer(kind.create ? kind.create(base, placement) : base)
    },
  }
}

/** The renderers of `kinds` over `renderers` (the embedder's own entries win). */
export function renderersOfKinds(
  kinds: readonly CustomLayerKind[],
  renderers: LayerRenderers | undefined,
): LayerRenderers | undefined {
  const own = kinds.filter((k) => k.renderer)
  if (own.length === 0) return renderers
  return { ...Object.fromEntries(own.map((k) => [k.type, k.renderer!])), ...renderers }
}

/** The inspector sections of `kinds` (each defaulting to its own kind). */
export function sectionsOfKinds(kinds: readonly CustomLayerKind[]): InspectorSection[] {
  return kinds.flatMap((kind) =>
    (kind.inspectorSections ?? []).map((s) => ({ ...s, kinds: s.kinds ?? [kind.type] })),
  )
}
