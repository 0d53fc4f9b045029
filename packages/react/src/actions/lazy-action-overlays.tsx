import { lazy } from 'react'

/**
 * The overlays actions open (context menu, command palette, shortcut help, resize and asset
 * dialogs) are loaded when first opened, not with the editor, and fetched once the page is idle
 * so that opening one stays instant (packages/react/CONTEXT.md, "Loaded on first use").
 */
const loaders = {
  contextMenu: () => import('./ContextMenu.tsx'),
  commandPalette: () => import('./CommandPalette.tsx'),
  shortcutHelp: () => import('./ShortcutHelp.tsx'),
  resizeDialog: () => import('./ResizeDialog.tsx'),
  assetPicker: () => import('./AssetPicker.tsx'),
}

export const LazyContextMenu = lazy(() =>
  loaders.contextMenu().then((m) => ({ default: m.ContextMenu })),
)
export const LazyCommandPalette = lazy(() =>
  loaders.commandPalette().then((m) => ({ default: m.CommandPalette })),
)
export const LazyShortcutHelp = lazy(() =>
  loaders.shortcutHelp().then((m) => ({ default: m.ShortcutHelp })),
)
export const LazyResizeDialog = lazy(() =>
  loaders.resizeDialog().then((m) => ({ default: m.ResizeDialog })),
)
export const LazyAssetPicker = lazy(() =>
  loaders.assetPicker().then((m) => ({ default: m.AssetPicker })),
)

/** Fetches every overlay's code (each module once; the browser caches the rest). */
export function preloadActionOverlays(): void {
  for (const load of Object.values(loaders)) void load().catch(() => undefined)
}
