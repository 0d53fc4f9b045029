import { Dialog } from '../Dialog.tsx'

/** "Discard changes?": the open document has unsaved changes and something would replace it. */
export function ConfirmDiscardDialog({
  onDiscard,
  onCancel,
}: {
  onDiscard(): void
  onCancel(): void
}) {
  return (
    <Dialog title="Discard changes?" onSubmit={onCancel} onCancel={onCancel}>
      <p>The open template has changes that are not saved as an image template.</p>
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
