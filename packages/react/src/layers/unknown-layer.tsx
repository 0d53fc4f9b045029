import type { LayerRendererProps } from './renderer-types.ts'
import { Placeholder } from './placeholder.tsx'

/** Any layer type without a renderer: a labelled placeholder so nothing vanishes silently. */
export function UnknownLayer({ layer }: LayerRendererProps) {
  return (
    <Placeholder
      w={layer.w}
      h={layer.h}
      label={`${layer.type || 'untyped'} layer`}
      reason="no renderer for this type"
    />
  )
}
