/**
 * User actions, each defined once (`id`, label, icon, shortcut, `enabled`, `perform`) in an
 * `ActionRegistry` that every surface reads: the keyboard (`handleShortcut`), the canvas toolbar,
 * the Insert menu. Embedders pass their own registry to `<SceneEditor actions>` /
 * `<EditorProvider actions>` to add, override or remove actions, and read it for their own menus.
 * Actions change the document only through Editor commands.
 */
export { createActionRegistry } from './registry.ts'
export type { ActionRegistry } from './registry.ts'
export { defaultActions, ZOOM_STEP } from './default-actions.ts'
export { InsertMenu } from './InsertMenu.tsx'
export type { InsertMenuProps } from './InsertMenu.tsx'
export { useActions, useAction, usePerformAction } from './use-actions.ts'
export { isActionEnabled } from './types.ts'
export type { Action, ActionUi, ActionViewport } from './types.ts'
export { matchesShortcut, parseShortcut, shortcutLabel, shortcutsOf } from './shortcuts.ts'
