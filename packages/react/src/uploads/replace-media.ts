import { isAllowedMediaUrl, type Editor, type Layer } from '@podscene/core'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { mediaKindOfFile, type MediaKind } from './insert-media.ts'
import { formatMessage } from '../i18n/translations.ts'
import type { UiStore } from '../state/ui-store.ts'
import { boxOfLayer } from './upload-store.ts'
import { mediaUrlForFile } from './media-url-for-file.ts'
import { errorMessage } from '../lib/error-message.ts'

/** The media a layer kind shows and the field that holds it ("Replace media…" writes there). */
export function replaceableMediaOf(
  layer: Layer,
): { kind: MediaKind; field: 'path' | 'person_cover' } | null {
  switch (layer.type) {
    case 'image':
      return { kind: 'image', field: 'path' }
    case 'video':
      return { kind: 'video', field: 'path' }
    case 'audio':
      return { kind: 'audio', field: 'path' }
    case 'person':
      return { kind: 'image', field: 'person_cover' }
    default:
      return null
  }
}

/**
 * Puts `url` in the layer's media field (`path`, or a person's `person_cover`), in one undo step;
 * `preview_path`, which would still show the old media, becomes `previewUrl` or is removed.
 * Throws the Editor's error (an URL the schema refuses, a layer gone).
 */
export function writeLayerMedia(
  editor: Editor,
  layerKey: string,
  url: string,
  previewUrl?: string,
): void {
  const found = editor.getLayer(layerKey)
  const target = found && replaceableMediaOf(found.layer)
  if (!target) throw new Error(`layer "${layerKey}" shows no replaceable media`)
  if (!isAllowedMediaUrl(url)) {
    throw new Error(`${url} is not an allowed media URL (https:, http:, blob: or data:image/*)`)
  }
  editor.batch(() => {
    editor.setLayerField(layerKey, [target.field], url)
    const layer = editor.getLayer(layerKey)?.layer
    if (target.field === 'path' && layer && layer.preview_path !== undefined) {
      const preview = previewUrl && isAllowedMediaUrl(previewUrl) ? previewUrl : undefined
      editor.setLayerField(layerKey, ['preview_path'], preview)
    }
  })
}

/**
 * "Replace media…": puts `file` in the layer's media field. With the editor's `onAssetUpload`
 * the file uploads first (progress bar, cancellable, retried; a placeholder over the layer) and
 * the field is written once with the lasting URL — with `preview_path` (image, video), which
 * would otherwise still show the old media, set to the upload's preview or removed — in one
 * undo step. A failed or cancelled upload changes nothing. Without `onAssetUpload` the field
 * gets a session `blob:` URL (lint: `unpersisted-media`). Resolves to whether it was replaced.
 */
export async function replaceLayerMedia(
  editor: Editor,
  store: UiStore,
  layerKey: string,
  file: File,
): Promise<boolean> {
  const surfaces = actionSurfacesOf(store)
  const t = () => surfaces.getState().words
  const found = editor.getLayer(layerKey)
  const target = found && replaceableMediaOf(found.layer)
  if (!found || !target) return false
  const kind = mediaKindOfFile(file)
  if (kind !== target.kind) {
    surfaces.notify(
      formatMessage(t().replaceWrongKind, {
        file: file.name,
        kind: target.kind,
        type: file.type || t().unknownType,
      }),
      'error',
    )
    return false
  }
  const upload = surfaces.getState().media.upload
  const media = await mediaUrlForFile(store, upload, file, {
    box: target.kind === 'audio' ? null : boxOfLayer(found.layer),
    layerKey,
  })
  if (!media) return false
  const { url, previewUrl } = media
  try {
    writeLayerMedia(editor, layerKey, url, previewUrl)
  } catch (error) {
    surfaces.notify(
      formatMessage(t().insertFailed, { file: file.name, message: errorMessage(error) }),
      'error',
    )
    return false
  }
  surfaces.notify(
    formatMessage(upload ? t().replaced : t().temporary, { file: file.name, files: file.name }),
  )
  return true
}
