import { useSyncExternalStore } from 'react'
import { useEditorService } from '../state/editor-context.ts'
import { formatMessage } from '../i18n/translations.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { uploadsService, type PendingUpload } from './upload-store.ts'

/**
 * The editor's uploads in flight: one `role="progressbar"` named "Uploading <file name>" each
 * (`aria-valuenow` in percent once the size is known, indeterminate before), the retry wait when
 * retrying, and a "Cancel" button ("Cancel upload of <file name>").
 */
export function UploadProgressList() {
  const uploads = useEditorService(uploadsService)
  const pending = useSyncExternalStore(uploads.subscribe, uploads.getState, uploads.getState)
  const t = useTranslations().uploads
  if (pending.length === 0) return null
  return (
    <ul
      className="ps-upload-list"
      aria-label={t.list}
      data-action-surface=""
      style={{ position: 'fixed' }}
    >
      {pending.map((upload) => (
        <UploadRow key={upload.id} upload={upload} onCancel={() => uploads.cancel(upload.id)} />
      ))}
    </ul>
  )
}

export function uploadPercent(upload: PendingUpload): number | null {
  return upload.total > 0 ? Math.round((100 * upload.loaded) / upload.total) : null
}

function UploadRow({ upload, onCancel }: { upload: PendingUpload; onCancel: () => void }) {
  const t = useTranslations().uploads
  const percent = uploadPercent(upload)
  const name = formatMessage(t.uploading, { file: upload.fileName })
  return (
    <li className="ps-upload-list__item">
      <span className="ps-upload-list__name">{upload.fileName}</span>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? undefined : `${percent}%`}
        className="ps-upload-list__bar"
        data-indeterminate={percent === null ? '' : undefined}
      >
        <span style={{ width: `${percent ?? 100}%` }} />
      </div>
      <span className="ps-upload-list__status" aria-live="polite">
        {upload.retryInMs !== null
          ? formatMessage(t.retrying, {
              attempt: upload.attempt,
              seconds: (upload.retryInMs / 1000).toFixed(1),
            })
          : percent === null
            ? ''
            : `${percent}%`}
      </span>
      <button
        type="button"
        aria-label={formatMessage(t.cancelUpload, { file: upload.fileName })}
        onClick={onCancel}
      >
        {t.cancel}
      </button>
    </li>
  )
}
