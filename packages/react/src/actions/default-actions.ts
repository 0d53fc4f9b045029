import {
  INSERTABLE_LAYER_KINDS,
  layerForInsert,
  sceneDuration,
  sceneOfDocument,
  tracksOfDocument,
  type Editor,
} from '@podscene/core'
import { editableSelection } from '../state/editable-layers.ts'
import { moveLayers, moveWholeAnimation } from '../state/geometry-commands.ts'
import { splitAtPlayhead, splittableAtPlayhead } from '../timeline/timeline-keys.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { canvasFor } from '../state/actions/canvas-for.ts'
import { insertIcon } from '../lib/insert-icons.tsx'
import { openMediaFileChooser } from '../uploads/MediaFileInput.tsx'
import { mayHaveLayerClipboard, setLayerClipboard } from './layer-clipboard.ts'
import { pasteLayerClipboard } from './paste-layers.ts'
import type { Action, ActionUi } from '../state/actions/types.ts'
import { keyframeActions } from './keyframe-actions.ts'
import { isCroppable } from '../canvas-editing/crop/croppable.ts'
import { layoutActions } from './layout-actions.ts'
import { viewAidsActions } from '../canvas-editing/view-aids/view-aids-actions.ts'
import { textStyleInsertActions } from '../inspector/text-styles/text-style-actions.ts'

/** The one zoom step of the canvas (buttons, keys). */
export const ZOOM_STEP = 1.25

/** Where layer actions appear: on a layer of the canvas, a layer-list row, a timeline clip. */
const LAYER_CONTEXTS = ['canvas-layer', 'layer-list', 'timeline-clip'] as const
const ARRANGE_CONTEXTS = ['canvas-layer', 'layer-list'] as const

const canEdit = (_editor: Editor, ui: ActionUi) => !ui.readOnly
const hasEditableSelection = (editor: Editor, ui: ActionUi) =>
  !ui.readOnly && editableSelection(editor, ui.store).length > 0
/** The one selected, editable, unrotated image or video layer (what Crop works on). */
const croppableSelection = (editor: Editor, ui: ActionUi): string | undefined => {
  if (ui.readOnly) return undefined
  const keys = editableSelection(editor, ui.store)
  const layer = keys.length === 1 ? editor.getLayer(keys[0]!)?.layer : undefined
  return layer && isCroppable(layer) ? keys[0] : undefined
}
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
    contexts: ['canvas'],
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
    contexts: LAYER_CONTEXTS,
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.removeLayers(editableSelection(editor, ui.store)),
  },
  {
    id: 'duplicate',
    label: 'Duplicate',
    shortcut: 'Mod+D',
    group: 'edit',
    contexts: LAYER_CONTEXTS,
    claimsShortcut: true,
    enabled: hasEditableSelection,
    perform(editor, ui) {
      editor.select(editor.duplicateLayers(editableSelection(editor, ui.store)))
    },
  },
  {
    id: 'rename',
    label: 'Rename',
    shortcut: 'F2',
    group: 'edit',
    contexts: LAYER_CONTEXTS,
    enabled: (editor, ui) => !ui.readOnly && editableSelection(editor, ui.store).length === 1,
    perform(editor, ui) {
      const [key] = editableSelection(editor, ui.store)
      if (key !== undefined) ui.store.setRenaming({ kind: 'layer', key })
    },
  },
  {
    id: 'crop',
    label: 'Crop',
    group: 'edit',
    contexts: ['canvas-layer', 'layer-list'],
    enabled: (editor, ui) => croppableSelection(editor, ui) !== undefined,
    visible: (editor, ui) => croppableSelection(editor, ui) !== undefined,
    perform(editor, ui) {
      const key = croppableSelection(editor, ui)
      if (key !== undefined) ui.store.setCropping(key)
    },
  },
  {
    id: 'bring-forward',
    label: 'Bring forward',
    shortcut: ']',
    group: 'arrange',
    contexts: ARRANGE_CONTEXTS,
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.bringForward(editableSelection(editor, ui.store)),
  },
  {
    id: 'bring-to-front',
    label: 'Bring to front',
    shortcut: 'Mod+]',
    group: 'arrange',
    contexts: ARRANGE_CONTEXTS,
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.bringToFront(editableSelection(editor, ui.store)),
  },
  {
    id: 'send-backward',
    label: 'Send backward',
    shortcut: '[',
    group: 'arrange',
    contexts: ARRANGE_CONTEXTS,
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.sendBackward(editableSelection(editor, ui.store)),
  },
  {
    id: 'send-to-back',
    label: 'Send to back',
    shortcut: 'Mod+[',
    group: 'arrange',
    contexts: ARRANGE_CONTEXTS,
    enabled: hasEditableSelection,
    perform: (editor, ui) => editor.sendToBack(editableSelection(editor, ui.store)),
  },
]

const selectionKeys = (editor: Editor) => editor.getState().session.selection

/**
 * Cut, Copy and Paste of layers (core's clipboard JSON). Their shortcuts are the browser's: the
 * keys fire clipboard events, which `useClipboardEvents` turns into these same commands with the
 * system clipboard; the menu items use the system clipboard too (`navigator.clipboard`), with
 * one in-memory copy shared by every Editor on the page as the fallback (`layer-clipboard.ts`).
 */
const clipboardActions: Action[] = [
  {
    id: 'cut',
    label: 'Cut',
    shortcut: 'Mod+X',
    shortcutByBrowser: true,
    group: 'clipboard',
    contexts: ['canvas-layer', 'layer-list', 'timeline-clip'],
    enabled: hasEditableSelection,
    perform(editor, ui) {
      const keys = editableSelection(editor, ui.store)
      setLayerClipboard(editor.copy(keys))
      editor.removeLayers(keys)
    },
  },
  {
    id: 'copy',
    label: 'Copy',
    shortcut: 'Mod+C',
    shortcutByBrowser: true,
    group: 'clipboard',
    contexts: ['canvas-layer', 'layer-list', 'timeline-clip'],
    enabled: (editor) => selectionKeys(editor).length > 0,
    perform: (editor) => setLayerClipboard(editor.copy([...selectionKeys(editor)])),
  },
  {
    id: 'paste',
    label: 'Paste',
    shortcut: 'Mod+V',
    shortcutByBrowser: true,
    group: 'clipboard',
    contexts: ['canvas', 'canvas-layer', 'layer-list'],
    enabled: (_editor, ui) => !ui.readOnly && mayHaveLayerClipboard(),
    perform: (editor, ui) => void pasteLayerClipboard(editor, ui),
  },
]

/** Lock / hide the selected layers (session UI state); each shows only where it changes something. */
function uiToggle(
  id: string,
  label: string,
  field: 'locked' | 'hidden',
  on: boolean,
  set: (ui: ActionUi, key: string, on: boolean) => void,
): Action {
  const changes = (editor: Editor, ui: ActionUi) =>
    selectionKeys(editor).filter((key) => ui.store.getState()[field].has(key) !== on)
  return {
    id,
    label,
    group: 'visibility',
    contexts: LAYER_CONTEXTS,
    visible: (editor, ui) => changes(editor, ui).length > 0,
    enabled: (editor, ui) => !ui.readOnly && changes(editor, ui).length > 0,
    perform(editor, ui) {
      for (const key of changes(editor, ui)) set(ui, key, on)
    },
  }
}

const visibilityActions: Action[] = [
  uiToggle('lock', 'Lock', 'locked', true, (ui, k, on) => ui.store.setLocked(k, on)),
  uiToggle('unlock', 'Unlock', 'locked', false, (ui, k, on) => ui.store.setLocked(k, on)),
  uiToggle('hide', 'Hide', 'hidden', true, (ui, k, on) => ui.store.setHidden(k, on)),
  uiToggle('show', 'Show', 'hidden', false, (ui, k, on) => ui.store.setHidden(k, on)),
]

const timelineActions: Action[] = [
  {
    id: 'split',
    label: 'Split at playhead',
    shortcut: 'S',
    group: 'timeline',
    contexts: ['timeline-clip', 'canvas-layer', 'layer-list'],
    enabled: (editor, ui) => !ui.readOnly && splittableAtPlayhead(editor, ui.store).length > 0,
    perform: (editor, ui) => void splitAtPlayhead(editor, ui.store),
  },
]

const helpActions: Action[] = [
  {
    id: 'command-palette',
    label: 'Command palette',
    shortcut: 'Mod+K',
    group: 'help',
    claimsShortcut: true,
    perform: (_editor, ui) => actionSurfacesOf(ui.store).openDialog('command-palette', ui),
  },
  {
    id: 'shortcut-help',
    label: 'Keyboard shortcuts',
    shortcut: '?',
    group: 'help',
    perform: (_editor, ui) => actionSurfacesOf(ui.store).openDialog('shortcut-help', ui),
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

/** "Insert" items: a new layer of the kind, centred, from the playhead, selected (one undo step). */
const insertActions: Action[] = INSERTABLE_LAYER_KINDS.map((kind): Action => ({
  id: `insert.${kind}`,
  label: INSERT_LABELS[kind],
  icon: insertIcon(kind),
  group: 'insert',
  contexts: ['canvas', 'canvas-layer'],
  enabled: canEdit,
  perform(editor, ui) {
    const startMs = editor.getState().session.playheadMs
    // The scene-duration rule: a text lasts the scene in a still, and stops at its end.
    const sceneMs = sceneDuration(sceneOfDocument(editor.document))
    editor.insertLayer(
      layerForInsert(kind, { canvas: canvasFor(editor, ui), startMs, at: ui.point, sceneMs }),
    )
  },
}))

/** "Image from library…" / "Audio from library…": shown when the editor has an `assets` provider. */
const libraryActions: Action[] = (['image', 'audio'] as const).map((kind) => ({
  id: `insert.${kind}-from-library`,
  label: `${INSERT_LABELS[kind]} from library…`,
  icon: insertIcon(kind),
  group: 'insert',
  contexts: ['canvas', 'canvas-layer'],
  visible: (_editor, ui) => actionSurfacesOf(ui.store).getState().media.assets !== undefined,
  enabled: canEdit,
  perform: (_editor, ui) => actionSurfacesOf(ui.store).openDialog('asset-picker', ui, kind),
}))

/** "From a file…": a file chooser for images, video and sound (uploaded like a drop). */
const fileInsertActions: Action[] = [
  {
    id: 'insert.media-from-file',
    label: 'From a file…',
    icon: insertIcon('image'),
    group: 'insert',
    contexts: ['canvas', 'canvas-layer'],
    enabled: canEdit,
    perform: (_editor, ui) => {
      openMediaFileChooser(ui)
    },
  },
]

/** The built-in actions, in menu order. Pass to `createActionRegistry` (the default). */
const playbackActions: Action[] = [
  {
    id: 'play-pause',
    label: 'Play / Pause',
    shortcut: 'Space',
    group: 'playback',
    claimsShortcut: true,
    enabled: (editor) =>
      editor.session.playing || sceneDuration(sceneOfDocument(editor.document)) > 0,
    perform: (editor) => (editor.session.playing ? editor.pause() : editor.play()),
  },
]

export const defaultActions: readonly Action[] = [
  ...historyActions,
  ...playbackActions,
  ...selectionActions,
  ...viewActions,
  ...viewAidsActions,
  ...nudgeActions,
  ...wholeAnimationActions,
  ...editActions,
  ...layoutActions,
  ...clipboardActions,
  ...visibilityActions,
  ...timelineActions,
  ...keyframeActions,
  ...insertActions,
  ...libraryActions,
  ...fileInsertActions,
  ...textStyleInsertActions,
  ...helpActions,
]
