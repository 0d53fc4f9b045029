import { useId, useState } from 'react'
import type { KnownAspectRatio } from '@podscene/core'
import { ASPECT_RATIO_CHOICES } from './templates.ts'

export interface NewTemplateDialogProps {
  onCreate(aspectRatio: KnownAspectRatio): void
  onCancel(): void
}

/** "New template": asks for the canvas (DESIGN §2's five), saying which ones the API can save. */
export function NewTemplateDialog({ onCreate, onCancel }: NewTemplateDialogProps) {
  const [code, setCode] = useState<KnownAspectRatio>(1)
  const titleId = useId()
  return (
    <div className="studio__backdrop">
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="studio__dialog"
        onSubmit={(e) => {
          e.preventDefault()
          onCreate(code)
        }}
        onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      >
        <h2 id={titleId}>New template</h2>
        <fieldset>
          <legend>Aspect ratio</legend>
          {ASPECT_RATIO_CHOICES.map((choice) => (
            <label key={choice.code} className="studio__choice">
              <input
                type="radio"
                name="aspect_ratio"
                value={choice.code}
                checked={code === choice.code}
                onChange={() => setCode(choice.code)}
              />
              {choice.label}
              {!choice.saveable && (
                <span className="studio__hint">
                  opens and exports; the API saves 9:16 and 16:9 only
                </span>
              )}
            </label>
          ))}
        </fieldset>
        <div className="studio__dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="studio__primary" autoFocus>
            Create
          </button>
        </div>
      </form>
    </div>
  )
}
