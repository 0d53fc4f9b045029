/**
 * The editor UI's English strings, grouped by area: every visible string and accessible name the
 * translated components show. `{name}` marks a value put in by `formatMessage`. Accessible names
 * are contracts for outside tests (README "Contracts"): change English only with them.
 */
export const en = {
  sceneEditor: {
    layerPanel: 'Layer panel',
    layersTitle: 'Layers',
    inspectorPanel: 'Inspector panel',
    propertiesTitle: 'Properties',
    sidePanels: 'Side panels',
    propertiesTab: 'Properties',
    slotsTab: 'Slots',
    resizeLayerPanel: 'Resize layer panel',
    resizeInspectorPanel: 'Resize inspector panel',
  },
  layerList: {
    label: 'Layers',
    show: 'Show {layer}',
    hide: 'Hide {layer}',
    lock: 'Lock {layer}',
    unlock: 'Unlock {layer}',
  },
  inspector: {
    label: 'Inspector',
    empty: 'Select a layer to edit its properties.',
    layersSelected: '{count} layers selected',
    alignSelection: 'Align selection',
    align: {
      left: 'Align left',
      center: 'Align center',
      right: 'Align right',
      top: 'Align top',
      middle: 'Align middle',
      bottom: 'Align bottom',
    },
  },
  timebar: {
    play: 'Play',
    pause: 'Pause',
    playhead: 'Playhead',
    buffering: 'Buffering…',
    loop: 'Loop',
    loopHint: 'Loop the selected clip, or the whole scene',
    looping: 'Looping {start}–{end} s',
    playbackSpeed: 'Playback speed',
    volumeShort: 'Vol',
    masterVolume: 'Master volume',
    masterVolumePercent: 'Master volume {percent} %',
  },
  canvasToolbar: {
    label: 'Canvas tools',
    withShortcut: '{label} ({shortcut})',
  },
  insertMenu: {
    label: 'Insert',
  },
  contextMenu: {
    label: 'Context menu',
    /** Submenu items by action group (their actions are the submenu). */
    submenus: { insert: 'Insert' } as Record<string, string>,
  },
  canvas: {
    label: 'Scene canvas',
    editText: 'Edit text',
  },
  commandPalette: {
    label: 'Command palette',
    search: 'Search actions',
    placeholder: 'Type an action…',
    list: 'Actions',
    empty: 'No matching action',
  },
  shortcutHelp: {
    title: 'Keyboard shortcuts',
    close: 'Close',
    or: ' or ',
    groups: {
      history: 'History',
      edit: 'Edit',
      clipboard: 'Clipboard',
      arrange: 'Arrange',
      selection: 'Selection',
      visibility: 'Visibility',
      timeline: 'Timeline',
      view: 'View',
      insert: 'Insert',
      help: 'Help',
    } as Record<string, string>,
  },
  assetPicker: {
    title: 'Choose {kind}',
    close: 'Close',
    list: '{kind} assets',
    loading: 'Loading {kind} assets…',
    failed: 'Could not list {kind} assets: {message}',
    none: 'No {kind} assets.',
    insertFailed: 'Cannot insert {name}: {message}',
  },
  notices: {
    dismiss: 'Dismiss message',
  },
  problems: {
    label: 'Problems',
    one: 'problem',
    many: 'problems',
    lintFailed: 'Lint failed: {error}',
    checking: 'Checking…',
    pending: ' (checking…)',
    none: 'No problems',
    list: 'Problem list',
    more: 'and {count} more',
  },
  slots: {
    label: 'Slots',
    empty: 'No slots yet: mark a layer to make it replaceable.',
    manifest: 'Slot manifest',
    previewFill: 'Preview fill',
    clearFill: 'Clear fill',
    applyFill: 'Apply fill',
    selectOne: 'Select one layer to mark it as a slot.',
    slotName: 'Slot name',
    slotNamePlaceholder: 'e.g. title',
    rename: 'Rename slot',
    mark: 'Mark as slot',
    unmark: 'Unmark slot',
    optional: 'optional',
    notFillable: 'not fillable',
    layerCount: '{count} layer',
    layersCount: '{count} layers',
    current: 'Current: {value}',
    sample: 'Sample {slot}',
    isSlot: ' — slot "{slot}"',
    notSlot: ' — not a slot',
    selectLayers: "Select the slot's layers",
    fillPreview: 'Fill preview (read-only)',
  },
  player: {
    label: 'Scene player',
    play: 'Play',
    pause: 'Pause',
    seek: 'Seek',
    buffering: 'Buffering…',
    sceneOf: 'Scene {scene} of {count}',
  },
  /**
   * Labels of actions by id (`undo`, `insert.text`…), over each action's own `label`; English
   * is the actions' own labels, so this is empty here.
   */
  actions: {} as Partial<Record<string, string>>,
}

/** Every string of the editor UI (the shape of `en`). */
export type Translations = typeof en
