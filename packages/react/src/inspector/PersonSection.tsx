import { isAllowedMediaUrl } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { useLayerAtPlayhead } from '../state/use-layers-at-playhead.ts'
import { NumberField } from './fields.tsx'
import { PathField } from './PathField.tsx'
import { Section, Subheading, type SectionProps } from './sections.tsx'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

const SHOW_TYPES = ['all', 'circle'] as const
const MASK_SHAPES = ['circle', 'ellipse', 'rect'] as const
const BOX = [
  ['x', 'Mask X'],
  ['y', 'Mask Y'],
  ['w', 'Mask width'],
  ['h', 'Mask height'],
] as const

/**
 * A presenter's voice (`tts_audio_url`, played by the clock like an audio layer) and its volume
 * (`volume`, gain 0–1, through the keyframe rule like the geometry fields), then `prop.show_type` (all: the whole box; circle: masked) and the preset shape of that
 * show type (`prop.meta.show_type_preset.<show_type>.shape`), as the person renderer reads them:
 * coordinates in the preset's `size` space (the layer size when absent).
 */
export function PersonSection(props: SectionProps) {
  const showType = props.layer.prop?.show_type?.trim().toLowerCase() || 'all'
  const shape = `prop.meta.show_type_preset.${showType === 'circle' ? 'circle' : 'all'}.shape`
  const known = showType === 'all' || showType === 'circle'
  const t = useTranslations().inspector
  const editor = useEditor()
  const shown = useLayerAtPlayhead(props.layerKey)
  const voiceLabel = t.fields['Voice URL'] ?? 'Voice URL'
  return (
    <Section title="Person">
      <PathField
        {...props}
        kind="text"
        label="Voice URL"
        placeholder="https://…/voice.mp3"
        paths={['tts_audio_url']}
        check={(url) =>
          url.trim() === '' || isAllowedMediaUrl(url)
            ? null
            : formatMessage(t.badSoundUrl, { label: voiceLabel, value: url.trim() })
        }
      />
      <NumberField
        label="Voice volume"
        value={shown?.volume ?? props.layer.volume ?? 1}
        min={0}
        max={1}
        step={0.05}
        disabled={props.disabled}
        onCommit={(v) => editor.transformLayers([{ layer: props.layerKey, volume: v }])}
      />
      <PathField
        {...props}
        kind="select"
        label="Show type"
        options={SHOW_TYPES}
        fallback="all"
        paths={['prop.show_type']}
      />
      {known && (
        <>
          <Subheading>{formatMessage(t.presetShape, { type: showType })}</Subheading>
          <div className="ps-inspector__grid">
            <PathField
              {...props}
              kind="select"
              label="Mask shape"
              options={MASK_SHAPES}
              fallback={showType === 'circle' ? 'circle' : 'rect'}
              paths={[`${shape}.type`]}
            />
            <PathField
              {...props}
              kind="number"
              label="Mask corner radius"
              min={0}
              fallback={0}
              paths={[`${shape}.r`]}
            />
            {BOX.map(([field, label]) => (
              <PathField
                key={field}
                {...props}
                kind="number"
                label={label}
                fallback={0}
                min={field === 'w' || field === 'h' ? 0 : undefined}
                paths={[`${shape}.${field}`]}
              />
            ))}
          </div>
          <PathField {...props} kind="color" label="Mask colour" paths={[`${shape}.color`]} />
        </>
      )}
    </Section>
  )
}
