import type { Editor } from '@podscene/core'
import { createActionRegistry, type ActionRegistry } from '../state/actions/registry.ts'
import { defaultActions } from './default-actions.ts'
import { matchesShortcut, shortcutsOf, type KeyLike } from '../state/actions/shortcuts.ts'
import { isActionEnabled, type ActionUi, type ActionViewport } from '../state/actions/types.ts'
import type { UiStore } from '../state/ui-store.ts'

export interface ShortcutContext {
  editor: Editor
  ui: UiStore
  readOnly: boolean
  /** Whether arrows nudge the selection (only where arrows do not already mean something). */
  arrowsNudge?: boolean
  /** Viewport actions; absent where there is no canvas (e.g. keys typed in the layer list). */
  viewport?: ActionViewport
  canvasSize?: { width: number; height: number }
  /** The actions whose shortcuts apply (default: the built-in ones). */
  actions?: ActionRegistry
}

let builtin: ActionRegistry | undefined

/**
 * Runs the first registered action whose shortcut the key is; returns whether the key was taken.
 * A disabled action lets the key through unless it `claimsShortcut`.
 */
export function handleShortcut(event: KeyLike, ctx: ShortcutContext): boolean {
  const registry = ctx.actions ?? (builtin ??= createActionRegistry(defaultActions))
  const ui: ActionUi = {
    store: ctx.ui,
    readOnly: ctx.readOnly,
    arrowsNudge: ctx.arrowsNudge,
    viewport: ctx.viewport,
    canvasSize: ctx.canvasSize,
  }
  for (const action of registry.list()) {
    if (action.shortcutByBrowser) continue
    if (!shortcutsOf(action).some((s) => matchesShortcut(event, s))) continue
    if (isActionEnabled(action, ctx.editor, ui)) {
      action.perform(ctx.editor, ui)
      return true
    }
    if (action.claimsShortcut) return true
  }
  return false
}
