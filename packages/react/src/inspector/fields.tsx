import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { colorProblem, formatColorLike, parseColor } from '@podscene/core'
import { problemOf } from './field-error.ts'
import { useLivePreview } from './use-live-preview.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import type { Translations } from '../i18n/en.ts'

export interface FieldProps<T> {
  label: string
  value: T
  /** Runs the Editor command; a throw (a rejected edit) is shown beside the field. */
  onCommit: (value: T) => void
  disabled?: boolean
  /** The label stays the accessible name but is not shown (table cells). */
  hideLabel?: boolean
}

/** Draft-and-commit: typing edits a draft; Enter or leaving the field commits one Editor command. */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value)
  useEffect(() => setDraft(value), [value])
  return [draft, setDraft] as const
}

/**
 * Runs a commit and keeps the message of a rejected one. `run` returns false when the edit was
 * refused, so the caller puts the document's value back in the field.
 */
function useGuardedCommit() {
  const [error, setError] = useState<string | null>(null)
  const run = (commit: () => void): boolean => {
    try {
      commit()
      setError(null)
      return true
    } catch (e) {
      setError(problemOf(e))
      return false
    }
  }
  return { error, setError, run }
}

/** A field's label in the editor's language (`translations.inspector.fields`, by English label). */
function useFieldLabel(label: string): string {
  return useTranslations().inspector.fields[label] ?? label
}

/** Label, control and the rejected edit's message (role="alert", referenced by aria-describedby). */
function FieldShell(props: {
  id: string
  label: string
  hideLabel?: boolean
  error: string | null
  className?: string
  children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const { id, label, hideLabel, error, className, children } = props
  const shown = useFieldLabel(label)
  const errorId = `${id}-error`
  return (
    <div className={['ps-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'ps-visually-hidden' : undefined}>
        {shown}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <p id={errorId} className="ps-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

export function NumberField({
  label,
  value,
  onCommit,
  disabled,
  hideLabel,
  step = 1,
  min,
  max,
}: FieldProps<number> & { step?: number; min?: number; max?: number }) {
  const id = useId()
  const shown = Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : ''
  const [draft, setDraft] = useDraft(shown)
  const { error, setError, run } = useGuardedCommit()
  const range = useTranslations().inspector.range
  const shownLabel = useFieldLabel(label)
  const commit = () => {
    const n = Number(draft)
    if (draft.trim() === '' || !Number.isFinite(n)) return setDraft(shown)
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
      setError(rangeProblem(range, shownLabel, n, min, max))
      return setDraft(shown)
    }
    if (n === value) return setDraft(shown)
    if (!run(() => onCommit(n))) setDraft(shown)
  }
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          max={max}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) =>
            onEnterOrEscape(e, commit, () => {
              setDraft(shown)
              setError(null)
            })
          }
        />
      )}
    </FieldShell>
  )
}

function rangeProblem(
  messages: Translations['inspector']['range'],
  label: string,
  n: number,
  min?: number,
  max?: number,
): string {
  const values = { label, n, min: min ?? '', max: max ?? '' }
  if (min !== undefined && max !== undefined) return formatMessage(messages.between, values)
  if (min !== undefined) return formatMessage(messages.atLeast, values)
  return formatMessage(messages.atMost, values)
}

export function TextField({
  label,
  value,
  onCommit,
  disabled,
  hideLabel,
  multiline = false,
  placeholder,
  list,
  check,
}: FieldProps<string> & {
  multiline?: boolean
  placeholder?: string
  list?: string
  /** Why a typed value is refused (shown beside the field, nothing written), or null. */
  check?: (value: string) => string | null
}) {
  const id = useId()
  const [draft, setDraft] = useDraft(value)
  const { error, setError, run } = useGuardedCommit()
  const commit = () => {
    if (draft === value) return
    const problem = check?.(draft) ?? null
    if (problem) {
      setError(problem)
      return setDraft(value)
    }
    if (!run(() => onCommit(draft))) setDraft(value)
  }
  const props = {
    value: draft,
    disabled,
    placeholder,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
    onBlur: commit,
    onKeyDown: (e: KeyboardEvent) => {
      if (multiline && e.key === 'Enter' && !(e.ctrlKey || e.metaKey)) return
      onEnterOrEscape(e, commit, () => {
        setDraft(value)
        setError(null)
      })
    },
  }
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} error={error}>
      {(a11y) =>
        multiline ? (
          <textarea rows={3} {...a11y} {...props} />
        ) : (
          <input type="text" list={list} {...a11y} {...props} />
        )
      }
    </FieldShell>
  )
}

/**
 * A colour: a swatch picker, the text as stored (any format core's `parseColor` reads, checked
 * before the command runs) and, when the stored format has an alpha part, its opacity 0–1.
 * The picker writes in the stored format (`formatColorLike`), live while it is dragged: the
 * whole pick is one gesture, one undo step.
 */
export function ColorField({ label, value, onCommit, disabled }: FieldProps<string>) {
  const t = useTranslations().inspector
  const shown = useFieldLabel(label)
  const id = useId()
  const [draft, setDraft] = useDraft(value)
  const { error, setError, run } = useGuardedCommit()
  const parsed = parseColor(value)
  const [picked, setPicked] = useDraft(parsed?.hex ?? '#000000')
  const live = useLivePreview()
  const commit = (next: string) => {
    if (next === value) return setError(null)
    const problem = colorProblem(next)
    if (problem) {
      setError(problem)
      return setDraft(value)
    }
    if (!run(() => onCommit(next.trim()))) setDraft(value)
  }
  const alpha = parsed?.alpha ?? 1
  return (
    <FieldShell id={id} label={label} error={error} className="ps-field--color">
      {(a11y) => (
        <>
          <input
            type="color"
            aria-label={formatMessage(t.picker, { label: shown })}
            data-empty={value.trim() === '' ? '' : undefined}
            value={picked}
            disabled={disabled}
            onChange={(e) => {
              const next = formatColorLike(value, e.target.value, alpha)
              setPicked(e.target.value)
              run(() => live.update(() => onCommit(next)))
            }}
            onBlur={() => {
              if (live.end()) return
              if (picked !== (parsed?.hex ?? '#000000')) {
                commit(formatColorLike(value, picked, alpha))
              }
            }}
          />
          <input
            {...a11y}
            type="text"
            spellCheck={false}
            placeholder="none"
            value={draft}
            disabled={disabled}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => commit(draft)}
            onKeyDown={(e) =>
              onEnterOrEscape(
                e,
                () => commit(draft),
                () => {
                  setDraft(value)
                  setError(null)
                },
              )
            }
          />
          {parsed?.hasAlpha && (
            <AlphaInput
              label={formatMessage(t.opacity, { label: shown })}
              alpha={alpha}
              disabled={disabled}
              onCommit={(a) => commit(formatColorLike(value, parsed.hex, a))}
            />
          )}
        </>
      )}
    </FieldShell>
  )
}

function AlphaInput(props: {
  label: string
  alpha: number
  disabled?: boolean
  onCommit: (alpha: number) => void
}) {
  const title = useTranslations().inspector.opacityTitle
  const shown = String(Math.round(props.alpha * 100) / 100)
  const [draft, setDraft] = useDraft(shown)
  const commit = () => {
    const n = Number(draft)
    if (draft.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) return setDraft(shown)
    if (n !== props.alpha) props.onCommit(n)
  }
  return (
    <input
      type="number"
      className="ps-field__alpha"
      aria-label={props.label}
      title={title}
      min={0}
      max={1}
      step={0.05}
      value={draft}
      disabled={props.disabled}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => onEnterOrEscape(e, commit, () => setDraft(shown))}
    />
  )
}

export interface SelectOption {
  value: string
  label: string
}

export function SelectField({
  label,
  value,
  options,
  onCommit,
  disabled,
  hideLabel = false,
}: FieldProps<string> & { options: readonly (string | SelectOption)[] }) {
  const id = useId()
  const { error, run } = useGuardedCommit()
  const { none, choices } = useTranslations().inspector
  const all: SelectOption[] = options.map((o) =>
    typeof o === 'string'
      ? { value: o, label: o === '' ? none : o }
      : { value: o.value, label: choices[o.label] ?? o.label },
  )
  // A stored value the list does not know stays selectable (and is kept) rather than replaced.
  if (!all.some((o) => o.value === value)) all.unshift({ value, label: value || none })
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} error={error}>
      {(a11y) => (
        <select
          {...a11y}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            const next = e.target.value
            run(() => onCommit(next))
          }}
        >
          {all.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

export function CheckboxField({
  label,
  value,
  onCommit,
  disabled,
  hideLabel,
}: FieldProps<boolean>) {
  const id = useId()
  const { error, run } = useGuardedCommit()
  return (
    <FieldShell
      id={id}
      label={label}
      hideLabel={hideLabel}
      error={error}
      className="ps-field--check"
    >
      {(a11y) => (
        <input
          {...a11y}
          type="checkbox"
          checked={value}
          disabled={disabled}
          onChange={(e) => {
            const next = e.target.checked
            run(() => onCommit(next))
          }}
        />
      )}
    </FieldShell>
  )
}

function onEnterOrEscape(e: KeyboardEvent, commit: () => void, revert: () => void) {
  if (e.key === 'Enter') {
    e.preventDefault()
    commit()
  } else if (e.key === 'Escape') {
    e.preventDefault()
    revert()
  }
}
