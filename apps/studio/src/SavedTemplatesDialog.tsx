import { Dialog } from './Dialog.tsx'
import type { SavedTemplateEntry } from './saved-templates.ts'
import { SavedTemplateThumbnail } from './SavedTemplateThumbnail.tsx'
import { waveformsText } from './use-save.ts'

export interface SavedTemplatesDialogProps {
  entries: SavedTemplateEntry[]
  problem: string | null
  onOpen(entry: SavedTemplateEntry): void
  onDelete(entry: SavedTemplateEntry): void
  onClose(): void
}

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/**
 * "Saved templates": every successful "Save template" of this browser, newest first, each with
 * its thumbnail (the frame at its middle), id, name and date; "Open"
 * reopens the exact document that was saved, "Delete" forgets the entry (not the API's template).
 */
export function SavedTemplatesDialog({
  entries,
  problem,
  onOpen,
  onDelete,
  onClose,
}: SavedTemplatesDialogProps) {
  return (
    <Dialog title="Saved templates" className="studio__saved" onSubmit={onClose} onCancel={onClose}>
      {problem && (
        <p role="alert" className="studio__error">
          {problem}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="studio__hint">
          Nothing saved from this browser yet. Each “Save template” is listed here, because the API
          cannot read a template back.
        </p>
      ) : (
        <ul className="studio__saved-list studio__saved-list--thumbs" aria-label="Saved templates">
          {entries.map((entry) => (
            <li key={entry.key} aria-label={`#${entry.id} ${entry.name}`}>
              <SavedTemplateThumbnail text={entry.text} />
              <span className="studio__saved-name">
                #{entry.id} {entry.name}
              </span>
              <span className="studio__hint">
                {time.format(entry.savedAt)} · {entry.baseUrl}
                {waveformsText(entry.waveformIds)}
              </span>
              <span className="studio__saved-actions">
                <button type="button" onClick={() => onOpen(entry)}>
                  Open
                </button>
                <button type="button" onClick={() => onDelete(entry)}>
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="studio__dialog-actions">
        <button type="submit" autoFocus>
          Close
        </button>
      </div>
    </Dialog>
  )
}
