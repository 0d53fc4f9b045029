import { useEditor } from '../state/editor-context.ts'
import { NumberField } from './fields.tsx'
import { setLayerPath } from './field-path.ts'
import type { SectionProps } from './sections.tsx'

/**
 * `prop.clip`: where in the media playback starts and stops (ms); end 0 plays to the media's end.
 * An end at or before the start would be ignored by playback, so it is refused here.
 */
export function ClipFields({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const start = layer.prop?.clip?.start ?? 0
  const end = layer.prop?.clip?.end ?? 0
  return (
    <div className="ps-inspector__grid">
      <NumberField
        label="Clip start (ms)"
        value={start}
        min={0}
        step={100}
        disabled={disabled}
        onCommit={(v) => {
          if (end > 0 && v >= end) {
            throw new Error(`Clip start must be before the clip end ${end} ms, got ${v}`)
          }
          setLayerPath(editor, layerKey, 'prop.clip.start', v)
        }}
      />
      <NumberField
        label="Clip end (ms)"
        value={end}
        min={0}
        step={100}
        disabled={disabled}
        onCommit={(v) => {
          if (v !== 0 && v <= start) {
            throw new Error(
              `Clip end must be 0 (to the media's end) or after the clip start ${start} ms, got ${v}`,
            )
          }
          setLayerPath(editor, layerKey, 'prop.clip.end', v)
        }}
      />
    </div>
  )
}
