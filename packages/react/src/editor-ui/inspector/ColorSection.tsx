import { useEditor } from '../../hooks/editor-context.ts'
import { ColorField } from './fields.tsx'
import { setLayerPath } from './field-path.ts'
import { Section, type SectionProps } from './sections.tsx'

/** Fill colours: the layer colour, and for shapes the fill and stroke of `prop.shapeInfo`. */
export function ColorSection({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const shapeInfo = layer.prop?.shapeInfo
  const isShape = layer.type === 'shape'
  return (
    <Section title="Colours">
      {isShape ? (
        <>
          <ColorField
            label="Fill colour"
            value={shapeInfo?.color ?? layer.color ?? ''}
            disabled={disabled}
            onCommit={(v) => setLayerPath(editor, layerKey, 'prop.shapeInfo.color', v)}
          />
          <ColorField
            label="Stroke colour"
            value={shapeInfo?.strokeColor ?? ''}
            disabled={disabled}
            onCommit={(v) => setLayerPath(editor, layerKey, 'prop.shapeInfo.strokeColor', v)}
          />
        </>
      ) : (
        <ColorField
          label="Layer colour"
          value={layer.color ?? ''}
          disabled={disabled}
          onCommit={(v) => setLayerPath(editor, layerKey, 'color', v)}
        />
      )}
    </Section>
  )
}
