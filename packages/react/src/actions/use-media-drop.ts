import { useMemo, type DragEvent } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { loadInsertMedia, mediaKindOfName, mediaKindOfType } from '../uploads/media-kind.ts'
import type { ActionUi } from '../state/actions/types.ts'

const isMedia = (file: File) => (mediaKindOfType(file.type) ?? mediaKindOfName(file.name)) !== null

/**
 * Drop targets for image / video / audio files on the canvas: each becomes a layer of its kind
 * centred at the drop point (`toCanvas` maps client px to canvas px). A drop holding no media
 * file (e.g. a template `.json`) is left alone for the page; a handled drop is
 * `preventDefault`ed so page-level drop handlers can skip it.
 */
export function useMediaDrop(
  ui: ActionUi,
  toCanvas: (clientX: number, clientY: number) => { x: number; y: number },
) {
  const editor = useEditor()
  return useMemo(
    () => ({
      onDragOver(e: DragEvent) {
        if (ui.readOnly || !e.dataTransfer.types.includes('Files')) return
        e.preventDefault()
        e.dataTransfer.dropEffect = 'copy'
      },
      onDrop(e: DragEvent) {
        if (ui.readOnly) return
        const files = [...e.dataTransfer.files].filter(isMedia)
        if (files.length === 0) return
        e.preventDefault()
        const at = toCanvas(e.clientX, e.clientY)
        const options = {
          at: { x: Math.round(at.x), y: Math.round(at.y) },
          upload: actionSurfacesOf(ui.store).getState().media.upload,
        }
        void loadInsertMedia().then((m) => m.insertMediaFiles(editor, ui, files, options))
      },
    }),
    [editor, ui, toCanvas],
  )
}
