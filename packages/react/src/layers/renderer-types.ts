import type { ComponentType } from 'react'
import type { EvaluatedLayer } from '@podscene/core'

/**
 * Props of a layer renderer. The renderer draws in the layer's own box, (0, 0) to (w, h);
 * position, rotation, scale, flip, alpha, blur and transitions are applied around it.
 */
export interface LayerRendererProps {
  layer: EvaluatedLayer
  /** True inside an editor: invisible kinds (audio) show a marker, previews are preferred. */
  editing: boolean
}

export type LayerRenderer = ComponentType<LayerRendererProps>

/** Renderers by `Layer.type`; entries given to <SceneCanvas renderers> override the defaults. */
export type LayerRenderers = Readonly<Record<string, LayerRenderer>>
