import { FIT_MODES } from '@podscene/core'
import { useEditor } from '../../hooks/editor-context.ts'
import { NumberField, SelectField, TextField } from './fields.tsx'
import { setLayerPath } from './field-path.ts'
import { Section, type SectionProps } from './sections.tsx'

const CROP_FIELDS = [
  ['x', 'Crop X'],
  ['y', 'Crop Y'],
  ['w', 'Crop width'],
  ['h', 'Crop height'],
] as const

/** Source, fit mode and crop (fractions 0–1 of the source; width or height 0 = no crop). */
export function MediaSection({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const crop = layer.crop ?? { x: 0, y: 0, w: 0, h: 0 }
  return (
    <Section title="Media">
      <TextField
        label="Source URL"
        value={layer.path ?? ''}
        disabled={disabled}
        onCommit={(v) => setLayerPath(editor, layerKey, 'path', v)}
      />
      <SelectField
        label="Fit mode"
        value={layer.fit_mode ?? 'cover'}
        options={FIT_MODES}
        disabled={disabled}
        onCommit={(v) => setLayerPath(editor, layerKey, 'fit_mode', v)}
      />
      <div className="ps-inspector__grid">
        {CROP_FIELDS.map(([field, label]) => (
          <NumberField
            key={field}
            label={label}
            value={crop[field] ?? 0}
            step={0.01}
            min={0}
            max={1}
            disabled={disabled}
            onCommit={(v) => setLayerPath(editor, layerKey, 'crop', { ...crop, [field]: v })}
          />
        ))}
      </div>
    </Section>
  )
}
