import { useEffect, useRef } from 'react'
import { useEditor, useEditorService, useUiStore } from '../state/editor-context.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import type { ActionUi } from '../state/actions/types.ts'
import { editorService, servicesOf } from '../state/editor-services.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { loadInsertMedia } from './media-kind.ts'

/** The mounted chooser of one editor (a per-editor service, `state/editor-services.ts`). */
const chooserService = editorService('media-file-chooser', () => ({
  open: null as ((ui: ActionUi) => void) | null,
}))

/**
 * Opens the file chooser of Insert → "From a file…" (the `<MediaFileInput>` the editor's
 * overlays render). Returns false when no chooser is mounted for this editor.
 */
export function openMediaFileChooser(ui: ActionUi): boolean {
  const open = servicesOf(ui.store).get(chooserService).open
  open?.(ui)
  return open !== null
}

/**
 * The hidden `<input type="file">` (named "Media file", several files, images, video and sound)
 * behind Insert → "From a file…": chosen files go through `insertMediaFiles` with the editor's
 * `onAssetUpload`, as a drop does, at the menu's point or centred.
 */
export function MediaFileInput() {
  const editor = useEditor()
  const store = useUiStore()
  const chooser = useEditorService(chooserService)
  const input = useRef<HTMLInputElement>(null)
  const pendingUi = useRef<ActionUi | null>(null)
  const t = useTranslations().uploads
  useEffect(() => {
    const open = (ui: ActionUi) => {
      pendingUi.current = ui
      input.current?.click()
    }
    chooser.open = open
    return () => {
      if (chooser.open === open) chooser.open = null
    }
  }, [chooser])
  return (
    <input
      ref={input}
      type="file"
      multiple
      accept="image/*,video/*,audio/*"
      aria-label={t.mediaFile}
      data-media-file-input=""
      hidden
      onChange={(e) => {
        const files = [...(e.currentTarget.files ?? [])]
        e.currentTarget.value = ''
        const ui = pendingUi.current ?? { store, readOnly: false }
        pendingUi.current = null
        if (files.length === 0 || ui.readOnly) return
        const upload = actionSurfacesOf(store).getState().media.upload
        void loadInsertMedia().then((m) => m.insertMediaFiles(editor, ui, files, { upload }))
      }}
    />
  )
}
