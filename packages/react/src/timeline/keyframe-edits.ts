import { EditorCommandError } from '@podscene/core'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import type { UiStore } from '../state/ui-store.ts'

/** The arrow keys retime with the same rule as a drag (core's timeline interaction). */
export { retimeKeyframeTo } from '@podscene/core'

/** Runs one edit; a refused command leaves the document as it was and shows its message. */
export function editOrNotify(ui: UiStore, what: string, edit: () => void): boolean {
  try {
    edit()
    return true
  } catch (error) {
    if (!(error instanceof EditorCommandError)) throw error
    actionSurfacesOf(ui).notify(`${what}: ${error.message}`, 'error')
    return false
  }
}
