// Uploads: the `onAssetUpload` contract, retries, pending uploads and their UI.
export {
  AssetUploadError,
  isTransientUploadError,
  type AssetUpload,
  type AssetUploadOptions,
  type AssetUploadProgress,
  type AssetUploadResult,
} from '../state/asset-upload.ts'
export {
  UploadCancelledError,
  checkUploadResult,
  defaultUploadRetry,
  uploadBackoffMs,
  uploadWithRetries,
  type UploadRetryPolicy,
  type UploadWithRetriesOptions,
} from './upload-with-retries.ts'
export { uploadsOf, type PendingUpload, type UploadBox, type Uploads } from './upload-store.ts'
export { UploadProgressList } from './UploadProgressList.tsx'
export { UploadPlaceholders } from './UploadPlaceholders.tsx'
export { MediaFileInput, openMediaFileChooser } from './MediaFileInput.tsx'
export { ReplaceMediaButton } from './ReplaceMediaButton.tsx'
export { replaceLayerMedia, replaceableMediaOf } from './replace-media.ts'
export {
  sessionMediaOf,
  uploadSessionMedia,
  type SessionMedia,
  type UploadSessionMediaOptions,
  type UploadSessionMediaResult,
} from './upload-session-media.ts'
