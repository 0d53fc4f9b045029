import { useSyncExternalStore } from 'react'
import { useEditorService } from '../state/editor-context.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { uploadsService } from './upload-store.ts'
import { uploadPercent } from './UploadProgressList.tsx'

interface View {
  zoom: number
  x: number
  y: number
}

/**
 * Over the canvas: a placeholder box where each uploading image or video will be (its layer's box
 * once inserted, or the box of the layer whose media it replaces), with the file name and
 * percentage. Decorative (`aria-hidden`): the progress bars say the same to assistive tech.
 */
export function UploadPlaceholders({ view }: { view: View }) {
  const uploads = useEditorService(uploadsService)
  const pending = useSyncExternalStore(uploads.subscribe, uploads.getState, uploads.getState)
  const t = useTranslations().uploads
  return (
    <>
      {pending
        .filter((u) => u.box)
        .map((upload) => {
          const box = upload.box!
          const percent = uploadPercent(upload)
          return (
            <div
              key={upload.id}
              aria-hidden
              className="ps-upload-placeholder"
              data-upload-placeholder={upload.fileName}
              style={{
                position: 'absolute',
                left: view.x + box.x * view.zoom,
                top: view.y + box.y * view.zoom,
                width: box.w * view.zoom,
                height: box.h * view.zoom,
                pointerEvents: 'none',
              }}
            >
              <span>{upload.fileName}</span>
              <span>{percent === null ? t.placeholder : `${percent}%`}</span>
            </div>
          )
        })}
    </>
  )
}
