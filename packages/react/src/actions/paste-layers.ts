import { EditorCommandError, type Editor } from '@podscene/core'
import { formatMessage } from '../i18n/translations.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { readLayerClipboard } from './layer-clipboard.ts'
import type { ActionUi } from '../state/actions/types.ts'

/**
 * Menu Paste: the layers of the page's clipboard (system first, see `readLayerClipboard`) as new
 * layers of this Editor — new unique keys, keyframes as copied, one undo step (core's `paste`).
 * A refusal or an empty clipboard becomes a notice. Resolves to the pasted keys.
 */
export async function pasteLayerClipboard(editor: Editor, ui: ActionUi): Promise<string[]> {
  const surfaces = actionSurfacesOf(ui.store)
  const json = await readLayerClipboard()
  const words = surfaces.getState().words
  if (json === undefined) {
    surfaces.notify(words.nothingToPaste, 'info')
    return []
  }
  try {
    return editor.paste(json)
  } catch (error) {
    if (!(error instanceof EditorCommandError)) throw error
    surfaces.notify(formatMessage(words.pasteFailed, { message: error.message }), 'error')
    return []
  }
}
