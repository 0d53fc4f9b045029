import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { EditorCommandError } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { formatTime } from '../lib/time-format.ts'
import { setSceneDuration } from './scene-duration.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { useReadOnly } from '../state/read-only.ts'
import { useMergedRef, usePopupPosition } from '../lib/use-popup-position.ts'

/**
 * The scene's duration in the timeline toolbar ("Duration 0:06.00", or "Still (no duration)").
 * Editable: the button opens a small dialog "Scene duration" with a seconds field; Set applies
 * `setSceneDuration` (one undo step), a refusal is shown in the dialog (`role="alert"`).
 */
export function SceneDurationControl({ durationMs }: { durationMs: number }) {
  const readOnly = useReadOnly()
  const editor = useEditor()
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // Below the button, right-aligned; flipped above it at the bottom of the window (Floating UI).
  const placed = usePopupPosition({ placement: 'bottom-end', open })
  const anchorRef = useMergedRef(buttonRef, placed.refs.setReference)
  const fieldId = useId()
  const t = useTranslations().timeline
  const text =
    durationMs > 0 ? formatMessage(t.duration, { time: formatTime(durationMs) }) : t.still

  useEffect(() => {
    if (open) inputRef.current?.select()
  }, [open])

  if (readOnly) {
    return (
      <span className="ps-timeline__duration" title={t.durationTitle}>
        {text}
      </span>
    )
  }

  const close = () => {
    setOpen(false)
    setError(null)
    buttonRef.current?.focus()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const seconds = value.trim() === '' ? NaN : Number(value)
    try {
      setSceneDuration(editor, seconds * 1000)
      close()
    } catch (err) {
      if (!(err instanceof EditorCommandError)) throw err
      setError(formatMessage(t.durationNotChanged, { detail: err.detail }))
    }
  }
  return (
    <span className="ps-timeline__duration-control">
      <button
        ref={anchorRef}
        type="button"
        className="ps-timeline__duration"
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t.durationButtonTitle}
        onClick={() => {
          if (open) return close()
          setValue(durationMs > 0 ? String(durationMs / 1000) : '')
          setError(null)
          setOpen(true)
        }}
      >
        {text}
      </button>
      {open && (
        // The dialog role sits on a div: ARIA allows no dialog role on <form> (axe aria-allowed-role).
        <div
          ref={placed.refs.setFloating}
          role="dialog"
          aria-label={t.durationTitle}
          className="ps-timeline__duration-dialog"
          style={placed.style}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault()
              e.stopPropagation()
              close()
            }
          }}
        >
          <form className="ps-timeline__duration-form" noValidate onSubmit={submit}>
            <label htmlFor={fieldId}>{t.durationField}</label>
            <span className="ps-timeline__duration-field">
              <input
                ref={inputRef}
                id={fieldId}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                value={value}
                aria-invalid={error !== null}
                onChange={(e) => setValue(e.target.value)}
              />
              <span aria-hidden="true">s</span>
            </span>
            {error && (
              <p role="alert" className="ps-timeline__duration-error">
                {error}
              </p>
            )}
            <span className="ps-timeline__duration-buttons">
              <button type="submit">{t.durationSet}</button>
              <button type="button" onClick={close}>
                {t.durationCancel}
              </button>
            </span>
          </form>
        </div>
      )}
    </span>
  )
}
