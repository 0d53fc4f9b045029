import {
  BARE_SCENE_ASPECT_RATIO,
  canvasSizeForAspectRatio,
  canvasSizeOfDocument,
  INSERTABLE_LAYER_KINDS,
  layerForInsert,
  tracksOfDocument,
  type Editor,
} from '@podscene/core'
import { editableSelection } from '../editor-ui/editable-layers.ts'
import { moveLayers, moveWholeAnimation } from '../editor-ui/geometry-commands.ts'
import { insertIcon } from './insert-icons.tsx'
import type { Action, ActionUi } from './types.ts'

/** The one zoom step of the canvas (buttons, keys). */
export const ZOOM_STEP = 1.25

const canEdit = (_editor: Editor, ui: ActionUi) => !ui.readOnly
const hasEditableSelection = (editor: Editor, ui: ActionUi) =>
  !ui.readOnly && editableSelection(editor, ui.store).length > 0
const hasViewport = (_editor: Editor, ui: ActionUi) => ui.viewport !== undefined

const historyActions: Action[] = [
  {
    id: 'undo',
    label: 'Undo',
    shortcut: 'Mod+Z',
    group: 'history',
    claimsShortcut: true,
    enabled: (editor, ui) => !ui.readOnly && editor.canUndo(),
    perform: (editor) => editor.undo(),
  },
  {
    id: 'redo',
    label: 'Redo',
    shortcut: ['Mod+Shift+Z', 'Mod+Y'],
    group: 'history',
    claimsShortcut: true,
    enabled: (editor, ui) => !ui.readOnly && editor.canRedo(),
    perform: (editor) => editor.redo(),
  },
]

const selectionActions: Action[] = [
  {
    id: 'select-all',
    label: 'Select all',
    shortcut: 'Mod+A',
    group: 'selection',
    perform(editor, ui) {
      const { locked, hidden } = ui.store.getState()
      const keys = tracksOfDocument(editor.getState().document).flatMap((t) =>
        (t.layers ?? []).flatMap((l) =>
          l.key && !locked.has(l.key) && !hidden.has(l.key) ? [l.key] : [],
        ),
      )
      editor.select(keys)
    },
  },
  {
    id: 'deselect',
    label: 'Deselect',
    shortcut: 'Escape',
    group: 'selection',
    enabled: (editor) => editor.getState().session.selection.length > 0,
    perform: (editor) => editor.clearSelection(),
  },
]

const viewActions: Action[] = [
  {
    id: 'zoom-out',
    label: 'Zoom out',
    shortcut: '-',
    group: 'view',
    enabled: hasViewport,
    perform: (_editor, ui) => ui.viewport?.zoomBy(1 / ZOOM_STEP),
  },
  {
    id: 'zoom-100',
    label: 'Zoom to 100%',
    shortcut: 'Mod+0',
    group: 'view',
    enabled: hasViewport,
    perform: (_editor, ui) => ui.viewport?.zoomTo(1),
  },
  {
    id: 'zoom-in',
    label: 'Zoom in',
    shortcut: ['+', '='],
    group: 'view',
    enabled: hasViewport,
    perform: (_editor, ui) => ui.viewport?.zoomBy(ZOOM_STEP),
  },
  {
    id: 'zoom-fit',
    label: 'Fit',
    shortcut: ['Mod+1', 'Shift+!'],
    group: 'view',
    enabled: hasViewport,
    perform: (_editor, ui) => ui.viewport?.fitToView(),
  },
]

const ARROWS = [
  ['left', 'ArrowLeft', -1, 0],
  ['right', 'ArrowRight', 1, 0],
  ['up', 'ArrowUp', 0, -1],
  ['down', 'ArrowDown', 0, 1],
] as const

/** Ctrl/⌘ + arrows: "Move whole animation" (every keyframe), as Ctrl/⌘ during a canvas drag. */
const wholeAnimationActions: Action[] = ARROWS.flatMap(([name, key, dx, dy]) =>
  [1, 10].map((step): Action => ({
    id: step === 1 ? `move-animation-${name}` : `move-animation-${name}-10`,
    label: `Move whole animation ${name}${step === 1 ? '' : ' 10 px'}`,
    shortcut: step === 1 ? `Mod+${key}` : `Mod+Shift+${key}`,
    group: 'arrange',
    enabled: (editor, ui) => ui.arrowsNudge !== false && hasEditableSelection(editor, ui),
    perform: (editor, ui) =>
      moveWholeAnimation(editor, editableSelection(editor, ui.store), dx * step, dy * step),
  })),
)

const nudgeActions: Action[] = ARROWS.flatMap(([name, key, dx, dy]) =>
  [1, 10].map((step): Action => ({
    id: step === 1 ? `nudge-${name}` : `nudge-${name}-10`,
    label: step === 1 ? `Nudge ${name}` : `Nudge ${name} 10 px`,
    shortcut: step === 1 ? key : `Shift+${key}`,
    group: 'arrange',
    enabled: (editor, ui) => ui.arrowsNudge !== false && hasEditableSelection(editor, ui),
    perform: (editor, ui) =>
      moveLayers(editor, editableSelection(editor, ui.store), dx * step, dy * step),
  })),
)

const editActions: Action[] = [
  {
    id: 'delete',
    label: 'Delete',
    shortcut: ['Delete', 'Backspace'],
    group: 'edit',
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.removeLayers(editableSelection(editor, ui.store)),
  },
  {
    id: 'duplicate',
    label: 'Duplicate',
    shortcut: 'Mod+D',
    group: 'edit',
    claimsShortcut: true,
    enabled: hasEditableSelection,
    perform(editor, ui) {
      editor.select(editor.duplicateLayers(editableSelection(editor, ui.store)))
    },
  },
  {
    id: 'bring-forward',
    label: 'Bring forward',
    shortcut: ']',
    group: 'arrange',
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.bringForward(editableSelection(editor, ui.store)),
  },
  {
    id: 'bring-to-front',
    label: 'Bring to front',
    shortcut: 'Mod+]',
    group: 'arrange',
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.bringToFront(editableSelection(editor, ui.store)),
  },
  {
    id: 'send-backward',
    label: 'Send backward',
    shortcut: '[',
    group: 'arrange',
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.sendBackward(editableSelection(editor, ui.store)),
  },
  {
    id: 'send-to-back',
    label: 'Send to back',
    shortcut: 'Mod+[',
    group: 'arrange',
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.sendToBack(editableSelection(editor, ui.store)),
  },
]

const INSERT_LABELS: Record<(typeof INSERTABLE_LAYER_KINDS)[number], string> = {
  text: 'Text',
  image: 'Image',
  video: 'Video',
  shape: 'Shape',
  color: 'Color',
  subtitle: 'Subtitle',
  waveform: 'Waveform',
  person: 'Person',
  audio: 'Audio',
}

/** The canvas an inserted layer is centred on: the canvas's own size, else the document's. */
function canvasFor(editor: Editor, ui: ActionUi): { width: number; height: number } {
  return (
    ui.canvasSize ??
    canvasSizeOfDocument(editor.getState().document) ??
    canvasSizeForAspectRatio(undefined, BARE_SCENE_ASPECT_RATIO)
  )
}

/** "Insert" items: a new layer of the kind, centred, from the playhead, selected (one undo step). */
const insertActions: Action[] = INSERTABLE_LAYER_KINDS.map((kind): Action => ({
  id: `insert.${kind}`,
  label: INSERT_LABELS[kind],
  icon: insertIcon(kind),
  group: 'insert',
  enabled: canEdit,
  perform(editor, ui) {
    const startMs = editor.getState().session.playheadMs
    editor.insertLayer(layerForInsert(kind, { canvas: canvasFor(editor, ui), startMs }))
  },
}))

/** The built-in actions, in menu order. Pass to `createActionRegistry` (the default). */
export const defaultActions: readonly Action[] = [
  ...historyActions,
  ...selectionActions,
  ...viewActions,
  ...nudgeActions,
  ...wholeAnimationActions,
  ...editActions,
  ...insertActions,
]
