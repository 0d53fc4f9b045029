import { useEditor } from '../../hooks/editor-context.ts'
import { NumberField, TextField } from './fields.tsx'
import { setLayerPath } from './field-path.ts'
import { Section, type SectionProps } from './sections.tsx'

const AXES = [
  ['x', 'X'],
  ['y', 'Y'],
  ['w', 'Width'],
  ['h', 'Height'],
  ['r', 'Rotation'],
] as const

export function GeometrySection({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  return (
    <Section title="Geometry">
      <div className="ps-inspector__grid">
        {AXES.map(([field, label]) => (
          <NumberField
            key={field}
            label={label}
            value={layer[field] ?? 0}
            disabled={disabled}
            min={field === 'w' || field === 'h' ? 0 : undefined}
            onCommit={(v) => {
              // X and Y move the layer as a drag does: its keyframed positions move with it.
              if (field === 'x') editor.translateLayers([layerKey], v - (layer.x ?? 0), 0)
              else if (field === 'y') editor.translateLayers([layerKey], 0, v - (layer.y ?? 0))
              else editor.setGeometry(layerKey, { [field]: v })
            }}
          />
        ))}
      </div>
      <div className="ps-inspector__grid">
        <NumberField
          label="Opacity"
          value={layer.alpha ?? 1}
          step={0.05}
          min={0}
          max={1}
          disabled={disabled}
          onCommit={(v) => setLayerPath(editor, layerKey, 'alpha', v)}
        />
        <TextField
          label="Corner radius"
          value={layer.radius ?? ''}
          disabled={disabled}
          onCommit={(v) => setLayerPath(editor, layerKey, 'radius', v)}
        />
      </div>
    </Section>
  )
}
