import { useEffect, useId, useState, type KeyboardEvent } from 'react'

interface FieldProps<T> {
  label: string
  value: T
  onCommit: (value: T) => void
  disabled?: boolean
}

/** Draft-and-commit: typing edits a draft; Enter or leaving the field commits one Editor command. */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value)
  useEffect(() => setDraft(value), [value])
  return [draft, setDraft] as const
}

export function NumberField({
  label,
  value,
  onCommit,
  disabled,
  step = 1,
  min,
  max,
}: FieldProps<number> & { step?: number; min?: number; max?: number }) {
  const id = useId()
  const shown = Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : ''
  const [draft, setDraft] = useDraft(shown)
  const commit = () => {
    const n = Number(draft)
    if (draft.trim() === '' || !Number.isFinite(n)) return setDraft(shown)
    const clamped = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n))
    if (clamped !== value) onCommit(clamped)
    else setDraft(shown)
  }
  return (
    <div className="ps-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        value={draft}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => onEnterOrEscape(e, commit, () => setDraft(shown))}
      />
    </div>
  )
}

export function TextField({
  label,
  value,
  onCommit,
  disabled,
  multiline = false,
}: FieldProps<string> & { multiline?: boolean }) {
  const id = useId()
  const [draft, setDraft] = useDraft(value)
  const commit = () => {
    if (draft !== value) onCommit(draft)
  }
  const props = {
    id,
    value: draft,
    disabled,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
    onBlur: commit,
    onKeyDown: (e: KeyboardEvent) => {
      if (multiline && e.key === 'Enter' && !(e.ctrlKey || e.metaKey)) return
      onEnterOrEscape(e, commit, () => setDraft(value))
    },
  }
  return (
    <div className="ps-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
    </div>
  )
}

const HEX = /^#[0-9a-f]{6}$/i

/** A colour as a swatch picker plus the text as stored (keeps values such as `rgba(…)`). */
export function ColorField({ label, value, onCommit, disabled }: FieldProps<string>) {
  const id = useId()
  const [draft, setDraft] = useDraft(value)
  const commit = (next: string) => {
    if (next !== value) onCommit(next)
  }
  return (
    <div className="ps-field ps-field--color">
      <label htmlFor={id}>{label}</label>
      <input
        type="color"
        aria-label={`${label} picker`}
        value={HEX.test(value) ? value : '#000000'}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
      />
      <input
        id={id}
        type="text"
        value={draft}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => commit(draft)}
        onKeyDown={(e) =>
          onEnterOrEscape(
            e,
            () => commit(draft),
            () => setDraft(value),
          )
        }
      />
    </div>
  )
}

export function SelectField({
  label,
  value,
  options,
  onCommit,
  disabled,
  hideLabel = false,
}: FieldProps<string> & { options: readonly string[]; hideLabel?: boolean }) {
  const id = useId()
  const all = options.includes(value) ? options : [value, ...options]
  return (
    <div className="ps-field">
      <label htmlFor={id} className={hideLabel ? 'ps-visually-hidden' : undefined}>
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onCommit(e.target.value)}>
        {all.map((o) => (
          <option key={o} value={o}>
            {o === '' ? '(none)' : o}
          </option>
        ))}
      </select>
    </div>
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
