import type { ReactNode } from 'react'
import type { Editor } from '@podscene/core'
import type { UiStore } from '../ui-store.ts'

/** The canvas viewport an action may drive (absent where there is no canvas). */
export interface ActionViewport {
  fitToView(): void
  zoomBy(factor: number): void
  zoomTo(zoom: number): void
}

/** What a surface (keys, toolbar, menu) knows besides the Editor when it runs an action. */
export interface ActionUi {
  /** Locked and hidden layers, pan (session UI state the Editor does not hold). */
  store: UiStore
  readOnly: boolean
  /** Whether arrow keys mean "nudge" here (not where they already move focus, e.g. a list). */
  arrowsNudge?: boolean
  viewport?: ActionViewport
  /** The canvas size in px (the canvas knows an `aspectRatio` override the document does not). */
  canvasSize?: { width: number; height: number }
  /** Where a context menu was opened on the canvas, in canvas px (inserts land there). */
  point?: { x: number; y: number }
}

/**
 * Where a context menu offers an action: on a layer of the canvas, on the empty canvas, on a row
 * of the layer list, on a timeline clip (or an embedder's own surface name).
 */
export type ActionContext =
  'canvas-layer' | 'canvas' | 'layer-list' | 'timeline-clip' | (string & {})

/**
 * One user action, defined once and read by every surface: keyboard shortcuts, the toolbar,
 * the Insert menu (`group: 'insert'`), and embedders' own menus.
 */
export interface Action {
  /** Stable id, e.g. `undo`, `insert.text`. */
  id: string
  /** Accessible name and menu label. */
  label: string
  icon?: ReactNode
  /**
   * Keys, e.g. `Mod+Z` (Mod = Ctrl or ⌘), `Mod+Shift+Z`, `Shift+ArrowLeft`, `]`, `Delete`.
   * Shift must match for letters and named keys; symbols and digits ignore it (`+` needs Shift
   * on many layouts).
   */
  shortcut?: string | readonly string[]
  /** Menus list actions by group (`insert`, `history`, `view`, `arrange`…). */
  group?: string
  /** The context menus that offer it (none: keys, toolbar, palette only). */
  contexts?: readonly ActionContext[]
  /** Whether the action can run now; disabled actions are greyed in menus and keys pass through. */
  enabled?(editor: Editor, ui: ActionUi): boolean
  perform(editor: Editor, ui: ActionUi): void
  /** Whether menus show it at all now (default: always), e.g. "Unlock" only for locked layers. */
  visible?(editor: Editor, ui: ActionUi): boolean
  /**
   * Its shortcut is taken even while disabled, so the browser's own binding of the key (Ctrl+D
   * bookmarks, Ctrl+Y history) does not run instead.
   */
  claimsShortcut?: boolean
  /**
   * The shortcut is the browser's own (Ctrl+C / X / V fire clipboard events that carry the
   * system clipboard): keys leave it to the browser, menus and help still show it.
   */
  shortcutByBrowser?: boolean
}

export function isActionEnabled(action: Action, editor: Editor, ui: ActionUi): boolean {
  return action.enabled ? action.enabled(editor, ui) : true
}

export function isActionVisible(action: Action, editor: Editor, ui: ActionUi): boolean {
  return action.visible ? action.visible(editor, ui) : true
}
