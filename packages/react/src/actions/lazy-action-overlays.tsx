import { lazy } from 'react'

/**
 * The dialogs actions open that are not typed into the moment they open (resize, asset picker,
 * shortcut help) are loaded when first opened, not with the editor, and fetched once the page is
 * idle so that opening one stays instant (packages/react/CONTEXT.md, "Loaded on first use"). The
 * command palette and the context menu stay in the editor's code: keys pressed right after
 * Ctrl+K or the menu key must reach them.
 */
const loaders = {
  shortcutHelp: () => import('./ShortcutHelp.tsx'),
  resizeDialog: () => import('./ResizeDialog.tsx'),
  assetPicker: () => import('./AssetPicker.tsx'),
}

export const LazyShortcutHelp = lazy(() =>
  loaders.shortcutHelp().then((m) => ({ default: m.ShortcutHelp })),
)
export const LazyResizeDialog = lazy(() =>
  loaders.resizeDialog().then((m) => ({ default: m.ResizeDialog })),
)
export const LazyAssetPicker = lazy(() =>
  loaders.assetPicker().then((m) => ({ default: m.AssetPicker })),
)

/** Fetches every lazy dialog's code (each module once). */
export function preloadActionDialogs(): void {
  for (const load of Object.values(loaders)) void load().catch(() => undefined)
}
