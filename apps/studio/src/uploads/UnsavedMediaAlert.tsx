import { describeField, type UnsavedMediaState } from './use-unsaved-media-guard.ts'

/**
 * The refused save (`role="alert"`): which layers hold media that would not load from the saved
 * template, and "Upload" (then save). While uploading: a `role="progressbar"` "Uploading <file
 * name>" per file and "Cancel".
 */
export function UnsavedMediaAlert({
  state,
  onUpload,
  onCancel,
  onDismiss,
}: {
  state: UnsavedMediaState
  onUpload(): void
  onCancel(): void
  onDismiss(): void
}) {
  if (state.status === 'idle') return null
  const layers = [...new Set(state.items.map(describeField))]
  return (
    <div role="alert" className="studio__banner studio__unsaved-media">
      <span>
        Not saved: {layers.length === 1 ? 'a layer holds' : `${layers.length} layers hold`} media
        that would not load from a saved template (unpersisted-media): {layers.join(', ')}.
        {state.status === 'refused' && state.failures.length > 0 && (
          <> Upload failed for {state.failures.join('; ')}.</>
        )}
      </span>
      {state.status === 'uploading' ? (
        <>
          {Object.entries(state.progress).map(([name, p]) => {
            const percent = p.total > 0 ? Math.round((100 * p.loaded) / p.total) : undefined
            return (
              <progress key={name} aria-label={`Uploading ${name}`} max={100} value={percent} />
            )
          })}
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <button type="button" className="studio__primary" onClick={onUpload}>
            Upload
          </button>
          <button type="button" aria-label="Dismiss" onClick={onDismiss}>
            ×
          </button>
        </>
      )}
    </div>
  )
}
