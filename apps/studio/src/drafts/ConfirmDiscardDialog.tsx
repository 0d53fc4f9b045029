import { Dialog } from '../Dialog.tsx'

/** "Discard changes?": a draft's unsaved changes would be deleted. */
export function ConfirmDiscardDialog({
  onDiscard,
  onCancel,
}: {
  onDiscard(): void
  onCancel(): void
}) {
  return (
    <Dialog title="Discard changes?" onSubmit={onCancel} onCancel={onCancel}>
      <p>
        This draft has changes that are not saved as an image template. Discarding deletes them.
      </p>
      <div className="studio__dialog-actions">
        <button type="submit" autoFocus>
          Cancel
        </button>
        <button type="button" className="studio__danger" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </Dialog>
  )
}
