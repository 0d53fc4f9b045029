import { formatMessage } from '../i18n/translations.ts'
import type { AssetUpload } from '../state/asset-upload.ts'
import type { UiStore } from '../state/ui-store.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { uploadsOf, type UploadBox } from './upload-store.ts'
import { errorMessage } from '../lib/error-message.ts'

/** Where a dropped, picked or replacing file's media lives once it is ready to be written. */
export interface FileMediaUrl {
  url: string
  /** The smaller preview the upload made (image, video), if any. */
  previewUrl?: string
  /** False when there was no `onAssetUpload`: `url` is a session `blob:` URL. */
  uploaded: boolean
}

/**
 * The URL `file`'s layer will hold: with `upload` (the editor's `onAssetUpload`) the file is
 * uploaded first (a pending upload over `box`, retried, cancellable) and the lasting URL comes
 * back; without one, a session `blob:` URL (lint: `unpersisted-media`). A cancelled or failed
 * upload is said in a notice and resolves to null, so the caller writes nothing.
 */
export async function mediaUrlForFile(
  store: UiStore,
  upload: AssetUpload | undefined,
  file: File,
  where: { box: UploadBox | null; layerKey?: string },
): Promise<FileMediaUrl | null> {
  if (!upload) return { url: URL.createObjectURL(file), uploaded: false }
  const surfaces = actionSurfacesOf(store)
  const words = surfaces.getState().words
  try {
    const result = await uploadsOf(store).run(upload, file, where)
    if (!result) {
      surfaces.notify(formatMessage(words.uploadCancelled, { file: file.name }))
      return null
    }
    return {
      url: result.url,
      ...(result.previewUrl !== undefined ? { previewUrl: result.previewUrl } : {}),
      uploaded: true,
    }
  } catch (error) {
    const message = errorMessage(error)
    surfaces.notify(formatMessage(words.uploadFailed, { file: file.name, message }), 'error')
    return null
  }
}
