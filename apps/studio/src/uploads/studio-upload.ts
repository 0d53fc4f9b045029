import type { AddBackgroundRequest, Background } from '@podscene/api'
import type { AssetUpload } from '@podscene/react'
import type { Api } from '../api.ts'
import { rememberBackground } from './registered-backgrounds.ts'

/** The default sign path ("Settings" → "Upload sign path"). */
export { defaultSignPath } from '@podscene/api'

/** The width and height of an image file, or null when the browser cannot decode it. */
async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    return null
  }
}

/** POST /backgrounds body of an uploaded image (aspect_ratio: 0 portrait 9:16, 1 landscape 16:9). */
export function backgroundRequestOf(
  url: string,
  size: { width: number; height: number } | null,
): AddBackgroundRequest {
  return {
    origin_url: url,
    aspect_ratio: size && size.height > size.width ? 0 : 1,
    avatar_type: 'default',
    typ: 0,
  }
}

export interface StudioUploadOptions {
  /** Where to sign (Settings; default `/open/podcast/v1/oss/sign`). */
  signPath: string
  /** Told when an uploaded image was registered as a background. */
  onBackground?: (background: Background) => void
  /** Told when registering failed (the upload itself stands). */
  onBackgroundFailed?: (error: unknown, url: string) => void
}

/**
 * The studio's `onAssetUpload`: signs the file with OssSignReq (`use_to` "audio" for sound,
 * else "media") at the configured path, PUTs the bytes to the signed URL with progress, and
 * answers the public URL. An uploaded image is then registered with POST /backgrounds (spec
 * §4.2) so it appears in the library; a failed registration is reported but does not undo the
 * upload. Errors are @podscene/api's (an `UploadError` carries `transient`).
 */
export function studioAssetUpload(api: Api, options: StudioUploadOptions): AssetUpload {
  return async (file, { signal, onProgress }) => {
    const isAudio = file.type.startsWith('audio/')
    const uploaded = await api.client.uploadFile(file, {
      signal,
      onProgress,
      signPath: options.signPath,
      useTo: isAudio ? 'audio' : 'media',
    })
    if (uploaded.contentType.startsWith('image/')) {
      try {
        const background = await api.client.addBackground(
          backgroundRequestOf(uploaded.url, await imageSize(file)),
          { signal },
        )
        rememberBackground(api.baseUrl, {
          id: background.id ?? 0,
          url: background.origin_url || uploaded.url,
          previewUrl: background.preview_url || uploaded.url,
          name: file.name,
          registeredAt: Date.now(),
        })
        options.onBackground?.(background)
      } catch (error) {
        if (signal.aborted) throw error
        options.onBackgroundFailed?.(error, uploaded.url)
      }
    }
    return { url: uploaded.url, name: file.name, contentType: uploaded.contentType }
  }
}
