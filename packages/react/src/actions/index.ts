/**
 * User actions, each defined once (`id`, label, icon, shortcut, `enabled`, `perform`) in an
 * `ActionRegistry` that every surface reads: the keyboard (`handleShortcut`), the canvas toolbar,
 * the Insert menu, the context menus (right-click / Shift+F10 on the canvas, layer list and
 * timeline clips: `contexts`), the command palette (Ctrl+K) and the shortcut help (`?`). Embedders pass their own registry to `<SceneEditor actions>` /
 * `<EditorProvider actions>` to add, override or remove actions, and read it for their own menus.
 * Actions change the document only through Editor commands.
 */
export { createActionRegistry } from '../state/actions/registry.ts'
export type { ActionRegistry } from '../state/actions/registry.ts'
export { defaultActions, ZOOM_STEP } from './default-actions.ts'
export { InsertMenu } from './InsertMenu.tsx'
export type { InsertMenuProps } from './InsertMenu.tsx'
export {
  useActions,
  useAction,
  usePerformAction,
  useRegisteredAction,
} from '../state/actions/use-actions.ts'
export { isActionEnabled, isActionVisible } from '../state/actions/types.ts'
export type { Action, ActionContext, ActionUi, ActionViewport } from '../state/actions/types.ts'
export { ActionOverlays } from './ActionOverlays.tsx'
export { ContextMenu } from './ContextMenu.tsx'
export { CommandPalette } from './CommandPalette.tsx'
export type { CommandPaletteProps } from './CommandPalette.tsx'
export { ShortcutHelp, shortcutGroups } from './ShortcutHelp.tsx'
export type { ShortcutHelpProps } from './ShortcutHelp.tsx'
export { useContextMenuTrigger, isContextMenuKey } from '../state/actions/use-context-menu.ts'
export type {
  ContextMenuTarget,
  ContextMenuTriggerOptions,
} from '../state/actions/use-context-menu.ts'
export { contextMenuEntries } from './context-menu-entries.ts'
export type { MenuEntry } from './context-menu-entries.ts'
export { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
export type {
  ActionDialog,
  ActionNotice,
  ActionSurfaces,
  ActionSurfacesState,
} from '../state/actions/action-surfaces.ts'
export { runAction } from '../state/actions/run-action.ts'
export {
  matchesShortcut,
  parseShortcut,
  shortcutLabel,
  shortcutsOf,
} from '../state/actions/shortcuts.ts'
export { AssetPicker } from './AssetPicker.tsx'
export type { AssetPickerProps } from './AssetPicker.tsx'
export {
  insertMediaFiles,
  insertMediaLayer,
  insertMediaUrl,
  mediaKindOfName,
  mediaKindOfFile,
  mediaKindOfType,
  pastedUrl,
  probeMediaKind,
} from '../uploads/insert-media.ts'
export type {
  Asset,
  AssetProvider,
  AssetQuery,
  AssetPage,
  AssetUpload,
  InsertFilesOptions,
  MediaKind,
} from '../uploads/insert-media.ts'
export { useClipboardEvents } from './use-clipboard-events.ts'
export { useMediaDrop } from './use-media-drop.ts'
