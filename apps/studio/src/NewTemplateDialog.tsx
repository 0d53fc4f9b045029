import { useState } from 'react'
import { Dialog } from './Dialog.tsx'
import type { KnownAspectRatio } from '@podscene/core'
import { ASPECT_RATIO_CHOICES } from './templates.ts'

export interface NewTemplateDialogProps {
  onCreate(aspectRatio: KnownAspectRatio): void
  onCancel(): void
}

/** "New template": asks for the canvas (docs/architecture.md §2's five), saying which ones the API can save. */
export function NewTemplateDialog({ onCreate, onCancel }: NewTemplateDialogProps) {
  const [code, setCode] = useState<KnownAspectRatio>(1)
  return (
    <Dialog title="New template" onSubmit={() => onCreate(code)} onCancel={onCancel}>
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
    </Dialog>
  )
}
