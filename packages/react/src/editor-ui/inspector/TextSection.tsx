import { useEditor } from '../../hooks/editor-context.ts'
import { ColorField, NumberField, TextField } from './fields.tsx'
import { setLayerPath } from './field-path.ts'
import { Section, type SectionProps } from './sections.tsx'

/** Text content and style; style goes to `textInfo` unless the layer only has `textConfig`. */
export function TextSection({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const info = layer.prop?.textInfo
  const config = layer.prop?.textConfig
  const style = !info && config ? 'prop.textConfig' : 'prop.textInfo'
  const fontSize = (info ? info.fontSize : config?.fontSize) ?? 48
  const color = (info ? info.color : config?.color) ?? '#000000'
  return (
    <Section title="Text">
      <TextField
        label="Text"
        multiline
        value={info?.content ?? ''}
        disabled={disabled}
        onCommit={(v) => setLayerPath(editor, layerKey, 'prop.textInfo.content', v)}
      />
      <div className="ps-inspector__grid">
        <NumberField
          label="Font size"
          value={fontSize}
          min={1}
          disabled={disabled}
          onCommit={(v) => setLayerPath(editor, layerKey, `${style}.fontSize`, v)}
        />
        <ColorField
          label="Text colour"
          value={color}
          disabled={disabled}
          onCommit={(v) => setLayerPath(editor, layerKey, `${style}.color`, v)}
        />
      </div>
    </Section>
  )
}
