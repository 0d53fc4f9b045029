import type { Editor } from '@podscene/core'
import {
  createActionRegistry,
  defaultActions,
  inspectorActionGroup,
  type ActionRegistry,
} from '@podscene/react'

/**
 * The editor's actions plus the studio's own: "Save waveform" in a waveform layer's inspector.
 * The editor package never calls the API; this action hands the selected layer to the studio.
 */
export function createStudioActions(
  saveWaveform: (editor: Editor, layerKey: string) => void,
): ActionRegistry {
  return createActionRegistry([
    ...defaultActions,
    {
      id: 'studio.save-waveform',
      label: 'Save waveform',
      group: inspectorActionGroup('waveform'),
      enabled: (editor) => editor.getState().session.selection.length === 1,
      perform(editor) {
        const key = editor.getState().session.selection[0]
        if (key !== undefined) saveWaveform(editor, key)
      },
    },
  ])
}
