/**
 * Layout actions: align (one layer against the canvas, several against their bounds), distribute
 * (three or more) and "Resize" (the document to another aspect ratio, through a dialog). Each
 * runs one core command (align / distribute / resizeCanvas), so one undo step, and align and
 * distribute pass the playhead, so a keyframed layer's keyframe there is edited (keyframe rule).
 */
import { sceneOfDocument, type AlignEdge, type DistributeAxis, type Editor } from '@podscene/core'
import { editableSelection } from '../state/editable-layers.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import type { Action, ActionUi } from '../state/actions/types.ts'

/** Where align and distribute are offered besides the palette and the inspector. */
const LAYOUT_CONTEXTS = ['canvas-layer', 'layer-list'] as const

export const ALIGN_LABELS: Readonly<Record<AlignEdge, string>> = {
  left: 'Align left',
  center: 'Align centre',
  right: 'Align right',
  top: 'Align top',
  middle: 'Align middle',
  bottom: 'Align bottom',
}

export const DISTRIBUTE_LABELS: Readonly<Record<DistributeAxis, string>> = {
  horizontal: 'Distribute horizontally',
  vertical: 'Distribute vertically',
}

const selectedAtLeast = (count: number) => (editor: Editor, ui: ActionUi) =>
  !ui.readOnly && editableSelection(editor, ui.store).length >= count

export const alignActions: Action[] = (Object.keys(ALIGN_LABELS) as AlignEdge[]).map(
  (edge): Action => ({
    id: `align-${edge}`,
    label: ALIGN_LABELS[edge],
    group: 'layout',
    contexts: LAYOUT_CONTEXTS,
    enabled: selectedAtLeast(1),
    visible: selectedAtLeast(1),
    perform: (editor, ui) => editor.align(edge, editableSelection(editor, ui.store)),
  }),
)

export const distributeActions: Action[] = (Object.keys(DISTRIBUTE_LABELS) as DistributeAxis[]).map(
  (axis): Action => ({
    id: `distribute-${axis}`,
    label: DISTRIBUTE_LABELS[axis],
    group: 'layout',
    contexts: LAYOUT_CONTEXTS,
    enabled: selectedAtLeast(3),
    visible: selectedAtLeast(3),
    perform: (editor, ui) => editor.distribute(axis, editableSelection(editor, ui.store)),
  }),
)

/** Kinds "Fill canvas" is offered for: media that makes a background. */
const FILLABLE_KINDS = new Set(['image', 'video'])

const canFill = (editor: Editor, ui: ActionUi) => {
  if (ui.readOnly) return false
  const keys = editableSelection(editor, ui.store)
  return (
    keys.length > 0 &&
    keys.every((key) => FILLABLE_KINDS.has(editor.getLayer(key)?.layer.type ?? ''))
  )
}

/**
 * "Fill canvas" (image and video layers): core's `fillCanvas` — the box covers the canvas as
 * shown at the playhead (keyframe rule), a `contain` fit becomes `cover`; one undo step.
 */
export const fillCanvasAction: Action = {
  id: 'fill-canvas',
  label: 'Fill canvas',
  group: 'layout',
  contexts: LAYOUT_CONTEXTS,
  enabled: canFill,
  visible: canFill,
  perform: (editor, ui) => editor.fillCanvas(editableSelection(editor, ui.store)),
}

/** A template (not a bare scene, which has no `aspect_ratio`) in an editable editor. */
const canResize = (editor: Editor, ui: ActionUi) =>
  !ui.readOnly && sceneOfDocument(editor.getState().document) !== editor.getState().document

export const resizeAction: Action = {
  id: 'resize',
  label: 'Resize',
  group: 'layout',
  contexts: ['canvas'],
  enabled: canResize,
  perform: (_editor, ui) => actionSurfacesOf(ui.store).openDialog('resize', ui),
}

export const layoutActions: readonly Action[] = [
  fillCanvasAction,
  ...alignActions,
  ...distributeActions,
  resizeAction,
]
