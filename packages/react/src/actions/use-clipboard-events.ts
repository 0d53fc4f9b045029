import { useMemo, type ClipboardEvent } from 'react'
import { formatMessage } from '../i18n/translations.ts'
import { EditorCommandError } from '@podscene/core'
import { editableSelection } from '../state/editable-layers.ts'
import { typesText } from './use-shortcut-handler.ts'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { loadInsertMedia, pastedUrl } from '../uploads/media-kind.ts'
import { isLayerClipboard, layerClipboard, rememberLayerClipboard } from './layer-clipboard.ts'
import type { ActionUi } from '../state/actions/types.ts'

/**
 * The browser's clipboard events for an editor surface (Ctrl+C / X / V and the browser menu):
 * copy and cut write the selected layers as core's clipboard JSON (system clipboard and the
 * page's one shared copy, `layer-clipboard.ts`); paste inserts layers from that JSON, image /
 * video / audio files (with `onAssetUpload` when given), or a pasted http(s) media URL; an empty
 * system clipboard pastes the page's copy (menu Copy where the system one could not be written).
 * Text fields keep their own clipboard behaviour.
 */
export function useClipboardEvents(readOnly: boolean) {
  const editor = useEditor()
  const store = useUiStore()
  return useMemo(() => {
    const ui: ActionUi = { store, readOnly }
    const skip = (e: ClipboardEvent) => e.defaultPrevented || typesText(e.target)
    const write = (e: ClipboardEvent, keys: string[]) => {
      const json = editor.copy(keys)
      rememberLayerClipboard(json)
      e.clipboardData.setData('text/plain', json)
      e.preventDefault()
    }
    return {
      onCopy(e: ClipboardEvent) {
        const keys = [...editor.getState().session.selection]
        if (!skip(e) && keys.length > 0) write(e, keys)
      },
      onCut(e: ClipboardEvent) {
        const keys = editableSelection(editor, store)
        if (skip(e) || readOnly || keys.length === 0) return
        write(e, keys)
        editor.removeLayers(keys)
      },
      onPaste(e: ClipboardEvent) {
        if (skip(e) || readOnly) return
        const data = e.clipboardData
        const files = [...data.files]
        if (files.length > 0) {
          e.preventDefault()
          const upload = actionSurfacesOf(store).getState().media.upload
          void loadInsertMedia().then((m) => m.insertMediaFiles(editor, ui, files, { upload }))
          return
        }
        const typed = data.getData('text/uri-list') || data.getData('text/plain')
        const text = typed === '' && data.types.length === 0 ? (layerClipboard() ?? '') : typed
        if (isLayerClipboard(text)) {
          e.preventDefault()
          try {
            editor.paste(text)
          } catch (error) {
            if (!(error instanceof EditorCommandError)) throw error
            actionSurfacesOf(store).notify(
              formatMessage(actionSurfacesOf(store).getState().words.pasteFailed, {
                message: error.message,
              }),
              'error',
            )
          }
          return
        }
        const url = pastedUrl(text)
        if (!url) return
        e.preventDefault()
        void loadInsertMedia().then((m) => m.insertMediaUrl(editor, ui, url))
      },
    }
  }, [editor, store, readOnly])
}
