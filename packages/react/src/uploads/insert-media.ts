import { isAllowedMediaUrl, layerForInsert, type Editor, type Layer } from '@podscene/core'
import { formatMessage } from '../i18n/translations.ts'
import type { AssetUpload } from '../state/asset-upload.ts'
import type { MediaKind } from '../state/asset-provider.ts'
import { boxOfLayer } from './upload-store.ts'
import { mediaUrlForFile } from './media-url-for-file.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { canvasFor } from '../state/actions/canvas-for.ts'
import { offerRoomForSound } from './offer-room-for-sound.ts'
import type { ActionUi } from '../state/actions/types.ts'
import { mediaKindOfName, mediaKindOfType } from './media-kind.ts'
import { errorMessage } from '../lib/error-message.ts'

export type {
  Asset,
  AssetPage,
  AssetProvider,
  AssetQuery,
  MediaKind,
} from '../state/asset-provider.ts'
export type { AssetUpload } from '../state/asset-upload.ts'

export { mediaKindOfName, mediaKindOfType, pastedUrl } from './media-kind.ts'

/**
 * The kind of a media URL: by its extension, else by the `Content-Type` of a HEAD request (which
 * needs the server to allow it: CORS). Rejects with a message naming the URL when neither says.
 */
export async function probeMediaKind(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<MediaKind> {
  const byName = mediaKindOfName(url)
  if (byName) return byName
  let response: Response
  try {
    response = await fetchImpl(url, { method: 'HEAD' })
  } catch (error) {
    throw new Error(`could not reach ${url} to tell its media kind: ${(error as Error).message}`)
  }
  const kind = response.ok ? mediaKindOfType(response.headers.get('content-type')) : null
  if (kind) return kind
  const what = response.ok
    ? `its content type is ${response.headers.get('content-type') ?? 'missing'}`
    : `HEAD answered ${response.status}`
  throw new Error(`${url} is not an image, video or audio URL (${what})`)
}

/** How an inserted media layer is placed and named. */
export interface InsertMediaOptions {
  at?: { x: number; y: number }
  /** `'canvas'`: a background covering the canvas (`layerForInsert`'s `fill`). */
  fill?: 'canvas'
  /** The layer's `name` (the asset's or file's name), shown in the layer list and timeline. */
  name?: string
}

/** A file name without its extension and folders, as a layer name: `"studio-bg.png"` → `studio-bg`. */
export function layerNameOfFile(fileName: string): string {
  const base = fileName.split(/[?#]/)[0]!.split(/[\\/]/).pop() ?? fileName
  const dot = base.lastIndexOf('.')
  return (dot > 0 ? base.slice(0, dot) : base).trim()
}

/**
 * Inserts a layer of `kind` showing `url` (core's `layerForInsert`: sized for the kind — or
 * covering the canvas with `fill` — at `ui.point` or centred, from the playhead, then `path`
 * and `name` set): one command, one undo step.
 */
export function insertMediaLayer(
  editor: Editor,
  ui: ActionUi,
  kind: MediaKind,
  url: string,
  options: InsertMediaOptions | { x: number; y: number } = {},
): string {
  if (!isAllowedMediaUrl(url)) {
    throw new Error(`${url} is not an allowed media URL (https:, http:, blob: or data:image/*)`)
  }
  const { at, fill, name } = ('x' in options ? { at: options } : options) as InsertMediaOptions
  const startMs = editor.getState().session.playheadMs
  const layer = layerForInsert(kind, {
    canvas: canvasFor(editor, ui),
    startMs,
    at: at ?? ui.point,
    fill,
  })
  const named = name?.trim() ? { name: name.trim() } : {}
  const key = editor.insertLayer({ ...layer, ...named, path: url }).key
  if (kind !== 'image') void offerRoomForSound(editor, ui.store, key, url)
  return key
}

export interface InsertFilesOptions {
  /**
   * Uploads each file first (see `AssetUpload`) and inserts its layer with the lasting URL once
   * the upload resolves; meanwhile a placeholder stands where the layer will be. Without it the
   * URL is a session `blob:` (lint: `unpersisted-media`).
   */
  upload?: AssetUpload
  /** Canvas px of the drop (several files cascade from there by 40 px). */
  at?: { x: number; y: number }
}

/** The kind a file becomes (by MIME type, else by extension), or null. */
export function mediaKindOfFile(file: File): MediaKind | null {
  return mediaKindOfType(file.type) ?? mediaKindOfName(file.name)
}

/**
 * Inserts dropped, pasted or chosen files as image / video / audio layers, each in one undo
 * step. With `upload`, the files upload in parallel (progress bars "Uploading <file name>",
 * cancellable, transient failures retried) and a layer is inserted only with its lasting URL: a
 * failed or cancelled upload leaves a message and no layer. Without `upload`, a layer points at
 * a `blob:` URL that lives as long as this page, and the notice says so.
 */
export async function insertMediaFiles(
  editor: Editor,
  ui: ActionUi,
  files: readonly File[],
  { upload, at }: InsertFilesOptions = {},
): Promise<string[]> {
  const surfaces = actionSurfacesOf(ui.store)
  const t = () => surfaces.getState().words
  const temporary: string[] = []
  const startMs = editor.getState().session.playheadMs
  const canvas = canvasFor(editor, ui)
  const insertOne = async (file: File, i: number): Promise<string | null> => {
    const kind = mediaKindOfFile(file)
    if (!kind) {
      surfaces.notify(
        formatMessage(t().notMedia, { file: file.name, type: file.type || t().unknownType }),
        'error',
      )
      return null
    }
    const point = at ? { x: at.x + 40 * i, y: at.y + 40 * i } : ui.point
    const layer: Layer = layerForInsert(kind, { canvas, startMs, at: point })
    const media = await mediaUrlForFile(ui.store, upload, file, {
      box: kind === 'audio' ? null : boxOfLayer(layer),
    })
    if (!media) return null
    const { url, previewUrl } = media
    if (!media.uploaded) temporary.push(file.name)
    try {
      if (!isAllowedMediaUrl(url)) throw new Error(`${url} is not an allowed media URL`)
      const name = layerNameOfFile(file.name)
      const key = editor.insertLayer({
        ...layer,
        ...(name ? { name } : {}),
        path: url,
        ...(previewUrl && isAllowedMediaUrl(previewUrl) ? { preview_path: previewUrl } : {}),
      }).key
      if (upload) surfaces.notify(formatMessage(t().inserted, { file: file.name }))
      if (kind !== 'image') void offerRoomForSound(editor, ui.store, key, url)
      return key
    } catch (error) {
      surfaces.notify(
        formatMessage(t().insertFailed, { file: file.name, message: errorMessage(error) }),
        'error',
      )
      return null
    }
  }
  const keys = (await Promise.all(files.map(insertOne))).filter((k): k is string => k !== null)
  if (temporary.length > 0 && surfaces.getState().notice?.tone !== 'error') {
    surfaces.notify(formatMessage(t().temporary, { files: temporary.join(', ') }))
  }
  if (keys.length > 0) editor.select(keys)
  return keys
}

/** Inserts a pasted media URL (kind by extension or a HEAD probe); problems become notices. */
export async function insertMediaUrl(
  editor: Editor,
  ui: ActionUi,
  url: string,
): Promise<string | null> {
  const surfaces = actionSurfacesOf(ui.store)
  try {
    const kind = await probeMediaKind(url)
    return insertMediaLayer(editor, ui, kind, url)
  } catch (error) {
    surfaces.notify(
      formatMessage(surfaces.getState().words.pastedUrlFailed, {
        message: (error as Error).message,
      }),
      'error',
    )
    return null
  }
}
