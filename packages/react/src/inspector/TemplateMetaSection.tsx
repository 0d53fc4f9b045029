import { useEditor } from '../state/editor-context.ts'
import { CheckboxField } from './fields.tsx'
import { setLayerPath } from './field-path.ts'
import { Section, type SectionProps } from './sections.tsx'

const FLAGS = [
  ['is_logo', 'Logo'],
  ['is_goods_media', 'Goods media'],
  ['no_need_replace', 'No need to replace'],
] as const

/**
 * The layer's role in the template (`template_meta`, spec §2.3 — a field of each layer): the
 * logo slot, the goods-media slot, and "no need to replace" (the service may keep the value).
 * Core's slot manifest reads them (`slotKeyOf`, `optional`). Each box writes only its key.
 */
export function TemplateMetaSection({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const meta = layer.template_meta
  return (
    <Section title="Template">
      <div className="ps-inspector__checks">
        {FLAGS.map(([field, label]) => (
          <CheckboxField
            key={field}
            label={label}
            value={meta?.[field] === true}
            disabled={disabled}
            onCommit={(on) => setLayerPath(editor, layerKey, `template_meta.${field}`, on)}
          />
        ))}
      </div>
    </Section>
  )
}
