import { CAMERA_TYPES, FIT_MODES } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { NumberField } from './fields.tsx'
import { setLayerPath } from './field-path.ts'
import { FlipFields } from './FlipFields.tsx'
import { PathField } from './PathField.tsx'
import { ReplaceMediaButton } from '../uploads/ReplaceMediaButton.tsx'
import { ChooseImageButton } from '../uploads/ChooseImageButton.tsx'
import { Section, Subheading, type SectionProps } from './sections.tsx'

const CROP_FIELDS = [
  ['x', 'Crop X'],
  ['y', 'Crop Y'],
  ['w', 'Crop width'],
  ['h', 'Crop height'],
] as const

/**
 * Image, video and person pictures: source, fit mode, crop (fractions 0–1 of the source; width
 * or height 0 = no crop), flip and moving camera. A person's picture is `person_cover`.
 */
export function MediaSection(props: SectionProps) {
  const { layer, layerKey, disabled } = props
  const editor = useEditor()
  const crop = layer.crop ?? { x: 0, y: 0, w: 0, h: 0 }
  const isPerson = layer.type === 'person'
  return (
    <Section title="Media">
      {isPerson ? (
        <PathField
          {...props}
          kind="text"
          label="Cover image URL"
          paths={['person_cover', 'prop.meta.cover', 'prop.emotion.cover']}
          write="person_cover"
        />
      ) : (
        <>
          <PathField {...props} kind="text" label="Source URL" paths={['path']} />
          <PathField
            {...props}
            kind="text"
            label="Preview URL"
            placeholder="drawn while editing, when set"
            paths={['preview_path']}
          />
        </>
      )}
      <div className="ps-inspector__actions">
        <ChooseImageButton {...props} />
        <ReplaceMediaButton {...props} />
      </div>
      <div className="ps-inspector__grid">
        <PathField
          {...props}
          kind="select"
          label="Fit mode"
          options={FIT_MODES}
          fallback="cover"
          paths={['fit_mode']}
        />
        <PathField
          {...props}
          kind="select"
          label="Moving camera"
          options={CAMERA_TYPES}
          fallback="none"
          paths={['moving_camera.type']}
        />
      </div>
      <FlipFields {...props} />
      <Subheading>Crop (fractions of the source)</Subheading>
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
