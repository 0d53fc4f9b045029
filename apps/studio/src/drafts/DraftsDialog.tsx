import { useCallback, useEffect, useState } from 'react'
import { Dialog } from '../Dialog.tsx'
import { formatDraftTime, type StoredDraft } from './draft-store.ts'

export interface ListedDraft {
  draft: StoredDraft
  /** The open document the draft belongs to, if it is open in the picker. */
  choiceId: string | null
}

export interface DraftsDialogProps {
  /** Every stored draft (use-drafts `listDrafts`). */
  load(): Promise<ListedDraft[]>
  onOpen(listed: ListedDraft): void
  /** Discards the draft (after "Discard changes?"); resolves once it is gone. */
  onDiscard(listed: ListedDraft): Promise<void>
  onClose(): void
}

/**
 * "Drafts": every document's draft kept in this browser, newest first — its label, when it was
 * written and whether it is open; "Open" switches to it, "Discard" deletes it.
 */
export function DraftsDialog({ load, onOpen, onDiscard, onClose }: DraftsDialogProps) {
  const [listed, setListed] = useState<ListedDraft[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const refresh = useCallback(() => {
    load().then(
      (drafts) => {
        setListed(drafts)
        setProblem(null)
      },
      (error: unknown) => setProblem(`Could not read the drafts: ${String(error)}`),
    )
  }, [load])
  useEffect(refresh, [refresh])
  return (
    <Dialog title="Drafts" className="studio__saved" onSubmit={onClose} onCancel={onClose}>
      {problem && (
        <p role="alert" className="studio__error">
          {problem}
        </p>
      )}
      {listed?.length === 0 && (
        <p className="studio__hint">
          No drafts. Every document with unsaved changes keeps one here, in this browser.
        </p>
      )}
      {listed && listed.length > 0 && (
        <ul className="studio__saved-list" aria-label="Drafts">
          {listed.map((item) => {
            const { draft } = item
            const label = draft.ok ? draft.record.label : draft.key
            return (
              <li key={draft.key} aria-label={label}>
                <span className="studio__saved-name">
                  {label}
                  {item.choiceId !== null && ' (open)'}
                </span>
                <span className="studio__hint">
                  {draft.ok ? `Kept at ${formatDraftTime(draft.record.savedAt)}` : draft.message}
                </span>
                <span className="studio__saved-actions">
                  <button type="button" disabled={!draft.ok} onClick={() => onOpen(item)}>
                    Open
                  </button>
                  <button type="button" onClick={() => void onDiscard(item).then(refresh, refresh)}>
                    Discard
                  </button>
                </span>
              </li>
            )
          })}
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
