import { formatDraftTime } from './draft-store.ts'
import type { DraftNotice } from './use-drafts.ts'

export interface DraftNoticesProps {
  notice: DraftNotice | null
  readOnly: boolean
  onDiscard(): void
  onDismiss(): void
  onTakeOver(): void
}

/** "Restored draft from <time>" (Discard draft), a draft problem, and the read-only tab banner. */
export function DraftNotices({
  notice,
  readOnly,
  onDiscard,
  onDismiss,
  onTakeOver,
}: DraftNoticesProps) {
  return (
    <>
      {readOnly && (
        <div role="status" className="studio__notice studio__notice--readonly">
          <span>This draft is open in another tab, so it is read-only here.</span>
          <button type="button" className="studio__notice-action" onClick={onTakeOver}>
            Take over
          </button>
        </div>
      )}
      {notice?.kind === 'restored' && (
        <div role="status" className="studio__notice studio__notice--info">
          <span>
            Restored draft from {formatDraftTime(notice.savedAt)}
            {notice.more > 0 &&
              ` (and ${notice.more} more ${notice.more === 1 ? 'draft' : 'drafts'}, under Drafts)`}
          </span>
          <button type="button" className="studio__notice-action" onClick={onDiscard}>
            Discard draft
          </button>
          <button type="button" aria-label="Dismiss" onClick={onDismiss}>
            ×
          </button>
        </div>
      )}
      {notice?.kind === 'write-failed' && (
        <div role="alert" className="studio__notice studio__notice--error">
          <span>{notice.message}</span>
          <button type="button" aria-label="Dismiss" onClick={onDismiss}>
            ×
          </button>
        </div>
      )}
      {notice?.kind === 'problem' && (
        <div role="alert" className="studio__notice studio__notice--error">
          <span>{notice.message}</span>
          <button type="button" className="studio__notice-action" onClick={onDiscard}>
            Discard draft
          </button>
        </div>
      )}
    </>
  )
}
