import { useId, useState, useSyncExternalStore } from 'react'
import type { InspectorSectionProps } from '../../customization/inspector-section.ts'
import { editableSelection } from '../../state/editable-layers.ts'
import { Section } from '../sections.tsx'
import { useEditor, useUiStore } from '../../state/editor-context.ts'
import { useEditorState } from '../../state/use-editor-state.ts'
import { useTranslations } from '../../i18n/use-translations.tsx'
import { formatMessage } from '../../i18n/translations.ts'
import {
  applyTextStyle,
  BUILT_IN_TEXT_STYLES,
  layerHasStyle,
  textStyleOfLayer,
  type TextStyleDefinition,
} from './text-style.ts'
import { textStylesOf } from './text-style-store.ts'
import { useReadOnly } from '../../state/read-only.ts'

/**
 * The text inspector's "Text style": a combobox of the built-in styles and the designer's own;
 * a choice applies it to every selected, editable text layer (one undo step). "Save as style"
 * keeps the selected layer's look under a name (the editor's `textStyles` storage).
 */
export function TextStyleSection({ layer, layerKey, disabled }: InspectorSectionProps) {
  const editor = useEditor()
  const ui = useUiStore()
  const t = useTranslations().textStyles
  const styles = textStylesOf(ui)
  const { own, problem } = useSyncExternalStore(styles.subscribe, styles.getState, styles.getState)
  // Re-render on document changes: the shown style follows edits.
  useEditorState((s) => s.document)
  const [naming, setNaming] = useState(false)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const nameOf = (style: TextStyleDefinition) =>
    style.builtin ? (t.names[style.id] ?? style.name) : style.name
  const all = [...BUILT_IN_TEXT_STYLES, ...own]
  const current = [...own, ...BUILT_IN_TEXT_STYLES].find((s) => layerHasStyle(editor, layer, s))

  const apply = (styleId: string) => {
    const style = all.find((s) => s.id === styleId)
    if (!style) return
    const keys = editableSelection(editor, ui)
    applyTextStyle(editor, keys.includes(layerKey) ? keys : [layerKey], style)
  }
  const save = () => {
    const trimmed = name.trim()
    if (trimmed === '') {
      setError(t.nameMissing)
      return
    }
    if (BUILT_IN_TEXT_STYLES.some((s) => nameOf(s) === trimmed || s.name === trimmed)) {
      setError(formatMessage(t.nameTaken, { name: trimmed }))
      return
    }
    const style = textStyleOfLayer(editor, layer, `user:${trimmed}`, trimmed)
    setError(null)
    setNaming(false)
    setName('')
    styles.add(style).catch(() => undefined) // the store keeps the problem, shown below
  }

  return (
    <Section title="Text style">
      <div className="ps-field">
        <label htmlFor={`${id}-style`}>{t.label}</label>
        <select
          id={`${id}-style`}
          value={current?.id ?? ''}
          disabled={disabled}
          onChange={(e) => apply(e.currentTarget.value)}
        >
          <option value="" disabled>
            {t.custom}
          </option>
          <optgroup label={t.builtIn}>
            {BUILT_IN_TEXT_STYLES.map((s) => (
              <option key={s.id} value={s.id}>
                {nameOf(s)}
              </option>
            ))}
          </optgroup>
          {own.length > 0 && (
            <optgroup label={t.mine}>
              {own.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      {!disabled &&
        (naming ? (
          <div className="ps-field">
            <label htmlFor={`${id}-name`}>{t.name}</label>
            <div className="ps-inspector__actions">
              <input
                id={`${id}-name`}
                value={name}
                autoFocus
                aria-invalid={error !== null || undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setName(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') save()
                  else if (e.key === 'Escape') setNaming(false)
                  else return
                  e.preventDefault()
                  e.stopPropagation()
                }}
              />
              <button type="button" onClick={save}>
                {t.save}
              </button>
              <button type="button" onClick={() => setNaming(false)}>
                {t.cancel}
              </button>
            </div>
          </div>
        ) : (
          <div className="ps-inspector__actions">
            <button type="button" onClick={() => setNaming(true)}>
              {t.saveAsStyle}
            </button>
          </div>
        ))}
      {(error ?? problem) && (
        <p id={`${id}-error`} role="alert" className="ps-field__error">
          {error ?? formatMessage(t.storageProblem, { reason: problem ?? '' })}
        </p>
      )}
    </Section>
  )
}

/**
 * "Text style" for a selection of several layers (the inspector's multi-selection view): shown
 * when every selected layer is text; applies to all of them, shows the first one's style.
 */
export function SelectionTextStyle() {
  const readOnly = useReadOnly()
  const editor = useEditor()
  const selection = useEditorState((s) => s.session.selection)
  useEditorState((s) => s.document)
  const layers = selection.map((key) => editor.getLayer(key)?.layer ?? null)
  if (layers.length === 0 || layers.some((l) => l?.type !== 'text')) return null
  const first = layers[0]!
  return (
    <TextStyleSection
      layer={first}
      layerKey={selection[0]!}
      disabled={readOnly}
      current={{ x: 0, y: 0, w: 0, h: 0, r: 0, alpha: 1, scale: 1 }}
    />
  )
}
