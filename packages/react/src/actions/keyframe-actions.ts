import { adjacentKeyframeTime, keyframeSceneTimes, type Editor, type Layer } from '@podscene/core'
import { editableSelection } from '../state/editable-layers.ts'
import type { Action, ActionUi } from '../state/actions/types.ts'

/** The selected layers (as stored), for keyframe navigation. */
function selectedLayers(editor: Editor): Layer[] {
  return editor.session.selection.flatMap((key) => {
    const layer = editor.getLayer(key)?.layer
    return layer ? [layer] : []
  })
}

/** The scene time of the selected layers' keyframe before or after the playhead, or null. */
function adjacent(editor: Editor, direction: -1 | 1): number | null {
  const times = keyframeSceneTimes(selectedLayers(editor))
  return adjacentKeyframeTime(times, editor.session.playheadMs, direction)
}

function seekKeyframe(id: string, label: string, shortcut: string, direction: -1 | 1): Action {
  return {
    id,
    label,
    shortcut,
    group: 'timeline',
    enabled: (editor) => adjacent(editor, direction) !== null,
    perform(editor) {
      const to = adjacent(editor, direction)
      if (to !== null) editor.seek(to)
    },
  }
}

/**
 * Keyframe actions. "Add keyframe at current time" is the one action behind the inspector's and
 * the keyframe lane's buttons: core's `addKeyframeAtPlayhead` on each selected editable layer
 * (one undo step). "Previous keyframe" (J) and "Next keyframe" (K) move the playhead between
 * the selected layers' keyframes (scene time = layer start + timestamp).
 */
export const keyframeActions: Action[] = [
  {
    id: 'add-keyframe',
    label: 'Add keyframe at current time',
    group: 'timeline',
    contexts: ['timeline-clip', 'canvas-layer', 'layer-list'],
    enabled: (editor: Editor, ui: ActionUi) =>
      !ui.readOnly && editableSelection(editor, ui.store).length > 0,
    perform(editor, ui) {
      const keys = editableSelection(editor, ui.store)
      editor.batch(() => {
        for (const key of keys) editor.addKeyframeAtPlayhead(key)
      })
    },
  },
  seekKeyframe('previous-keyframe', 'Previous keyframe', 'J', -1),
  seekKeyframe('next-keyframe', 'Next keyframe', 'K', 1),
]
