import { useState, type KeyboardEvent } from 'react'
import {
  canvasSizeForAspectRatio,
  canvasSizeOfDocument,
  EditorCommandError,
  KNOWN_ASPECT_RATIOS,
  type KnownAspectRatio,
} from '@podscene/core'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { formatMessage } from '../i18n/translations.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'

/**
 * The dialog "Resize": the combobox "Aspect ratio" (the five ratios with a canvas size) and "Apply",
 * which runs core's resizeCanvas (layers laid out again by core's rule; one undo step).
 */
export function ResizeDialog({ onClose }: { onClose: () => void }) {
  const editor = useEditor()
  const store = useUiStore()
  const t = useTranslations().resizeDialog
  const document = editor.getState().document
  const current = (document as { aspect_ratio?: unknown }).aspect_ratio
  const canvas = canvasSizeOfDocument(document)
  const initial =
    KNOWN_ASPECT_RATIOS.find((code) => code === current) ??
    KNOWN_ASPECT_RATIOS.find((code) => canvasSizeForAspectRatio(code)?.ratio === canvas?.ratio) ??
    0
  const [ratio, setRatio] = useState<KnownAspectRatio>(initial)
  const apply = () => {
    onClose()
    try {
      editor.resizeCanvas(ratio)
    } catch (error) {
      if (!(error instanceof EditorCommandError)) throw error
      actionSurfacesOf(store).notify(`${t.title}: ${error.message}`, 'error')
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation()
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    }
  }
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t.title}
      data-action-surface=""
      className="ps-dialog ps-resize-dialog"
      onKeyDown={onKeyDown}
    >
      <h2 className="ps-dialog__title">{t.title}</h2>
      <p>{t.hint}</p>
      <label className="ps-resize-dialog__field">
        <span>{t.aspectRatio}</span>
        <select
          aria-label={t.aspectRatio}
          autoFocus
          value={ratio}
          onChange={(e) => setRatio(Number(e.target.value) as KnownAspectRatio)}
        >
          {KNOWN_ASPECT_RATIOS.map((code) => {
            const size = canvasSizeForAspectRatio(code)!
            return (
              <option key={code} value={code}>
                {formatMessage(t.option, {
                  ratio: size.ratio,
                  width: size.width,
                  height: size.height,
                })}
              </option>
            )
          })}
        </select>
      </label>
      <div className="ps-dialog__buttons">
        <button type="button" onClick={onClose}>
          {t.cancel}
        </button>
        <button type="button" onClick={apply}>
          {t.apply}
        </button>
      </div>
    </div>
  )
}
