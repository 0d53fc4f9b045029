import { canvasSizeOfDocument, type Editor } from '@podscene/core'
import type { ActionUi } from './types.ts'

/** The canvas an inserted layer is centred on: the canvas's own size, else the document's. */
export function canvasFor(editor: Editor, ui: ActionUi): { width: number; height: number } {
  return ui.canvasSize ?? canvasSizeOfDocument(editor.getState().document)
}
