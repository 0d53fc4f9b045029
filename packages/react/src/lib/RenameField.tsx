import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { errorMessage } from './error-message.ts'

export interface RenameFieldProps {
  /** The current name, selected for typing over. */
  initial: string
  /** Accessible name of the input, e.g. `Rename layer`. */
  label: string
  /**
   * Applies the name (one Editor command); returns an error message to show instead of
   * finishing, or null when done.
   */
  commit(name: string): string | null
  /** Called once when editing ends (committed or cancelled). */
  onDone(): void
}

/**
 * A name edited in place (layer list row, timeline track header): Enter commits, Escape
 * cancels, leaving it commits. An empty or refused name shows the message (`role="alert"`) and
 * keeps the field open on Enter; leaving with it cancels, so no work is lost silently.
 */
export function RenameField({ initial, label, commit, onDone }: RenameFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const done = useRef(false)
  const [error, setError] = useState<string | null>(null)

  useLayoutEffect(() => {
    input.current?.focus({ preventScroll: true })
    input.current?.select()
  }, [])

  const finish = (apply: boolean, leaving: boolean) => {
    if (done.current) return
    const name = input.current?.value ?? initial
    if (apply && name !== initial) {
      const message = commit(name)
      if (message !== null && !leaving) {
        setError(message)
        return
      }
    }
    done.current = true
    onDone()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys typed here are the name, not list or canvas shortcuts.
    event.stopPropagation()
    if (event.key === 'Enter') {
      event.preventDefault()
      finish(true, false)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      finish(false, false)
    }
  }

  return (
    <span className="ps-rename-field">
      <input
        ref={input}
        type="text"
        aria-label={label}
        aria-invalid={error !== null}
        defaultValue={initial}
        spellCheck={false}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
        onPointerDown={(e) => e.stopPropagation()}
        onDoubleClick={(e) => e.stopPropagation()}
        onChange={() => setError(null)}
        onBlur={() => finish(true, true)}
      />
      {error !== null && (
        <span role="alert" className="ps-rename-field__error">
          {error}
        </span>
      )}
    </span>
  )
}

/** The message of a refused rename (the Editor's command error), for RenameField. */
export function renameError(run: () => void): string | null {
  try {
    run()
    return null
  } catch (error) {
    const message = errorMessage(error)
    // Editor errors read `renameLayer: name must not be empty`; the field shows the reason.
    return message.replace(/^rename(Layer|Track): /, '')
  }
}
