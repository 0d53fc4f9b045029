import { useState, type FormEvent } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { storedLayer } from '../state/geometry-commands.ts'
import { layerLabel } from '../state/labels.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

/**
 * Marks the selected layer as a slot with a name (`setSlotKey`, one undo step) or unmarks it.
 * The name field starts from the layer's current slot key.
 */
export function SlotMarker({ readOnly = false }: { readOnly?: boolean }) {
  const editor = useEditor()
  const selection = useEditorState((s) => s.session.selection)
  const t = useTranslations().slots
  const key = selection.length === 1 ? selection[0]! : null
  const layer = useEditorState((s) =>
    s.document && key ? (storedLayer(editor, key) ?? null) : null,
  )
  const current = layer?.api_template_meta?.replace_key
  const slotKey = typeof current === 'string' && current.trim() !== '' ? current : null
  if (!key || !layer) {
    return <p className="ps-slots__hint">{t.selectOne}</p>
  }
  // Keyed by layer and slot: the field restarts from the stored name when either changes.
  return (
    <SlotNameForm
      key={`${key}\u0000${slotKey ?? ''}`}
      layerKey={key}
      label={layerLabel(layer)}
      slotKey={slotKey}
      readOnly={readOnly}
      onSubmit={(name) => editor.setSlotKey(key, name)}
      onUnmark={() => editor.setSlotKey(key, null)}
    />
  )
}

function SlotNameForm({
  layerKey,
  label,
  slotKey,
  readOnly,
  onSubmit,
  onUnmark,
}: {
  layerKey: string
  label: string
  slotKey: string | null
  readOnly: boolean
  onSubmit(name: string): void
  onUnmark(): void
}) {
  const [name, setName] = useState(slotKey ?? '')
  const t = useTranslations().slots
  const trimmed = name.trim()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (trimmed !== '' && trimmed !== slotKey) onSubmit(trimmed)
  }
  return (
    <form className="ps-slots__mark" onSubmit={submit} data-slot-layer={layerKey}>
      <p className="ps-slots__layer">
        {label}
        {slotKey ? formatMessage(t.isSlot, { slot: slotKey }) : t.notSlot}
      </p>
      <label className="ps-slots__field">
        <span>{t.slotName}</span>
        <input
          value={name}
          disabled={readOnly}
          placeholder={t.slotNamePlaceholder}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <div className="ps-slots__buttons">
        <button type="submit" disabled={readOnly || trimmed === '' || trimmed === slotKey}>
          {slotKey ? t.rename : t.mark}
        </button>
        {slotKey && (
          <button type="button" disabled={readOnly} onClick={onUnmark}>
            {t.unmark}
          </button>
        )}
      </div>
    </form>
  )
}
