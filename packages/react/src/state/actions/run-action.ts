import { EditorCommandError, type Editor } from '@podscene/core'
import { actionSurfacesOf } from './action-surfaces.ts'
import { isActionEnabled, type Action, type ActionUi } from './types.ts'

/**
 * Runs an action from a menu, the palette or a button when it is enabled. A command that refuses
 * (e.g. "Bring forward" on the topmost layer) changes nothing; its message is shown as a notice
 * instead of escaping as an uncaught error.
 */
export function runAction(action: Action, editor: Editor, ui: ActionUi): void {
  if (!isActionEnabled(action, editor, ui)) return
  try {
    action.perform(editor, ui)
  } catch (error) {
    if (!(error instanceof EditorCommandError)) throw error
    actionSurfacesOf(ui.store).notify(`${action.label}: ${error.message}`, 'error')
  }
}
