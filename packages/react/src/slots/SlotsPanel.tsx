import { useDeferredValue, useMemo, useState } from 'react'
import { templateDocumentOf, templateSlots, type FillProblem } from '@podscene/core'
import { useEditor, useEditorService } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { browserMeasureText } from '../problems/browser-measure-text.ts'
import { applyFillOffThread } from './apply-fill.ts'
import { fillPreviewService, type FillData } from './fill-preview.ts'
import { SlotMarker } from './SlotMarker.tsx'
import { SlotRow } from './SlotRow.tsx'
import { useFillPreview } from './use-fill-preview.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { useReadOnly } from '../state/read-only.ts'

export interface SlotsPanelProps {
  className?: string
  readOnly?: boolean
}

const NO_PROBLEMS: readonly FillProblem[] = []

/**
 * Template slots (issue 18): mark the selected layer as a slot, read the manifest (core's
 * `templateSlots`), type sample data and preview the filled template on the canvas without
 * touching the document ("Preview fill" / "Clear fill"), or write it as one undo step ("Apply
 * fill"). Must be inside <EditorProvider> (or <SceneEditor>).
 */
export function SlotsPanel({ className, readOnly: ownReadOnly }: SlotsPanelProps) {
  const readOnly = useReadOnly(ownReadOnly)
  const editor = useEditor()
  const fillPreview = useEditorService(fillPreviewService)
  const t = useTranslations().slots
  const document = useDeferredValue(useEditorState((s) => s.document))
  const slots = useMemo(
    () => templateSlots(templateDocumentOf(document), { measureText: browserMeasureText }),
    [document],
  )
  const preview = useFillPreview()
  const [samples, setSamples] = useState<Record<string, string>>({})
  const [applyProblems, setApplyProblems] = useState<readonly FillProblem[]>([])
  const data = (): FillData =>
    Object.fromEntries(
      slots
        .filter((s) => (samples[s.key] ?? '').trim() !== '')
        .map((s) => [s.key, s.kind === 'text' ? samples[s.key]! : samples[s.key]!.trim()]),
    )
  const problems = preview.data ? preview.problems : applyProblems
  const problemsOf = (key: string) => {
    const list = problems.filter((p) => p.segments[1] === key)
    return list.length > 0 ? list : NO_PROBLEMS
  }
  const general = problems.filter((p) => p.segments.length < 2)
  const hasSample = slots.some((s) => (samples[s.key] ?? '').trim() !== '')
  const previewing = preview.data !== null

  return (
    <section
      className={['ps-slots', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={t.label}
    >
      <SlotMarker readOnly={readOnly || previewing} />
      {slots.length === 0 ? (
        <p className="ps-slots__hint">{t.empty}</p>
      ) : (
        <ul className="ps-slots__list" aria-label={t.manifest}>
          {slots.map((slot) => (
            <SlotRow
              key={slot.key}
              slot={slot}
              sample={samples[slot.key] ?? ''}
              problems={problemsOf(slot.key)}
              disabled={false}
              onSampleChange={(key, value) => {
                setSamples((s) => ({ ...s, [key]: value }))
                setApplyProblems([])
              }}
              onSelectLayers={(keys) => editor.select(keys)}
            />
          ))}
        </ul>
      )}
      {general.map((p) => (
        <p key={p.path + p.message} className="ps-slots__error" role="alert">
          {p.path}: {p.message}
        </p>
      ))}
      {slots.length > 0 && (
        <div className="ps-slots__buttons">
          <button type="button" disabled={!hasSample} onClick={() => fillPreview.preview(data())}>
            {t.previewFill}
          </button>
          <button type="button" disabled={!previewing} onClick={() => fillPreview.clear()}>
            {t.clearFill}
          </button>
          <button
            type="button"
            disabled={readOnly || !hasSample}
            onClick={() => {
              void applyFillOffThread(editor, data()).then((found) => {
                setApplyProblems(found)
                if (found.length === 0) fillPreview.clear()
              })
            }}
          >
            {t.applyFill}
          </button>
        </div>
      )}
      {previewing && preview.document && (
        <p className="ps-slots__status" role="status">
          {t.previewing}
        </p>
      )}
    </section>
  )
}
