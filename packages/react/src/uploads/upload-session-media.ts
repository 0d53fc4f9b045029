import {
  mediaUrlValuesOf,
  parseTemplateDocument,
  unpersistedUrlReason,
  type Editor,
  type PathSegment,
} from '@podscene/core'
import type { AssetUpload, AssetUploadProgress } from '../state/asset-upload.ts'
import { UploadCancelledError, uploadWithRetries } from './upload-with-retries.ts'

/** A media or font field holding a URL that would not load from a saved template. */
export interface SessionMedia {
  /** Path from the document root (`scene.tracks[0].layers[1].path`), as lint names it. */
  path: string
  url: string
  layerKey: string
  /** The layer's name, else its key. */
  layerName: string
  field: readonly PathSegment[]
  /** Why it would not load (core's `unpersistedUrlReason`). */
  reason: string
}

/** The fields of the editor's document that lint reports as `unpersisted-media`, in order. */
export function sessionMediaOf(editor: Editor): SessionMedia[] {
  const parsed = parseTemplateDocument(editor.document)
  if (!parsed.ok) return []
  const tracks = editor.getTracks()
  const out: SessionMedia[] = []
  for (const media of mediaUrlValuesOf(parsed.value)) {
    const reason = unpersistedUrlReason(media.url)
    const layer = tracks[media.trackIndex]?.layers?.[media.layerIndex]
    if (!reason || !layer?.key) continue
    const name = typeof layer.name === 'string' && layer.name.trim() ? layer.name : layer.key
    out.push({
      path: media.path,
      url: media.url,
      layerKey: layer.key,
      layerName: name,
      field: media.field,
      reason,
    })
  }
  return out
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
  'font/woff2': 'woff2',
}

/** A file name for re-uploaded bytes: the layer's name made file-safe, with an extension. */
function fileNameFor(item: SessionMedia, type: string): string {
  const stem = item.layerName.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'media'
  const ext = EXTENSION_BY_TYPE[type.split(';')[0]!.trim().toLowerCase()]
  return ext ? `${stem}.${ext}` : stem
}

export interface UploadSessionMediaOptions {
  signal?: AbortSignal
  /** Told when the upload of one URL starts, progresses and ends (`null` progress = done). */
  onProgress?: (fileName: string, progress: AssetUploadProgress | null) => void
}

export interface UploadSessionMediaResult {
  /** Fields rewritten with their uploaded URL (in one undo step). */
  replaced: SessionMedia[]
  /** Fields left as they were, with why. */
  failed: Array<{ item: SessionMedia; message: string }>
}

/**
 * "Upload" for media that would not last: reads the bytes of each distinct session-only URL
 * (still readable in this page for `blob:` and `data:`; `file:` / `filesystem:` are not),
 * uploads them through `upload` (with retries), then rewrites every field that still holds
 * that URL in one `batch` — one undo step. Fields whose bytes cannot be read or uploaded are
 * left alone and listed in `failed`.
 */
export async function uploadSessionMedia(
  editor: Editor,
  upload: AssetUpload,
  options: UploadSessionMediaOptions = {},
): Promise<UploadSessionMediaResult> {
  const items = sessionMediaOf(editor)
  const signal = options.signal ?? new AbortController().signal
  const uploaded = new Map<string, string>()
  const failed: UploadSessionMediaResult['failed'] = []
  for (const url of new Set(items.map((i) => i.url))) {
    const first = items.find((i) => i.url === url)!
    const fail = (message: string) =>
      items.filter((i) => i.url === url).forEach((item) => failed.push({ item, message }))
    let blob: Blob
    try {
      if (!/^(blob|data):/i.test(url)) throw new Error('the browser cannot read it')
      const response = await fetch(url, { signal })
      blob = await response.blob()
    } catch (error) {
      if (signal.aborted) throw new UploadCancelledError(first.layerName)
      fail(
        `its bytes are no longer available in this page (${(error as Error).message}); choose the file again with "Replace media…"`,
      )
      continue
    }
    const file = new File([blob], fileNameFor(first, blob.type), { type: blob.type })
    options.onProgress?.(file.name, { loaded: 0, total: 0 })
    try {
      const result = await uploadWithRetries(upload, file, {
        signal,
        onProgress: (p) => options.onProgress?.(file.name, p),
      })
      uploaded.set(url, result.url)
    } catch (error) {
      if (error instanceof UploadCancelledError) throw error
      fail((error as Error).message)
    } finally {
      options.onProgress?.(file.name, null)
    }
  }
  const replaced = items.filter((i) => uploaded.has(i.url))
  if (replaced.length > 0) {
    editor.batch(() => {
      for (const item of replaced) {
        const layer = editor.getLayer(item.layerKey)?.layer as Record<string, unknown> | undefined
        let current: unknown = layer
        for (const s of item.field) current = (current as Record<PathSegment, unknown>)?.[s]
        if (current === item.url) {
          editor.setLayerField(item.layerKey, [...item.field], uploaded.get(item.url))
        }
      }
    })
  }
  return { replaced, failed }
}
