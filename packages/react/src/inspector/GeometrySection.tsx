import { useEditor } from '../state/editor-context.ts'
import { useLayerAtPlayhead } from '../state/use-layers-at-playhead.ts'
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
  // The fields show what the canvas shows at the playhead, and write it back the same way:
  // transformLayers sets the keyframe at the playhead, adds one between keyframes, or sets the
  // layer's own field when the property is not animated.
  const shown = useLayerAtPlayhead(layerKey)
  return (
    <Section title="Geometry">
      <div className="ps-inspector__grid">
        {AXES.map(([field, label]) => (
          <NumberField
            key={field}
            label={label}
            value={shown?.[field] ?? layer[field] ?? 0}
            disabled={disabled}
            min={field === 'w' || field === 'h' ? 0 : undefined}
            onCommit={(v) => editor.transformLayers([{ layer: layerKey, [field]: v }])}
          />
        ))}
      </div>
      <div className="ps-inspector__grid">
        <NumberField
          label="Opacity"
          value={shown?.alpha ?? layer.alpha ?? 1}
          step={0.05}
          min={0}
          max={1}
          disabled={disabled}
          onCommit={(v) => editor.transformLayers([{ layer: layerKey, alpha: v }])}
        />
        <NumberField
          label="Blur"
          value={shown?.blur ?? layer.gauss ?? 0}
          step={1}
          min={0}
          disabled={disabled}
          onCommit={(v) => editor.transformLayers([{ layer: layerKey, gauss: v }])}
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
