import type { Editor } from '@podscene/core'
import {
  isActionVisible,
  type Action,
  type ActionContext,
  type ActionUi,
} from '../state/actions/types.ts'

export type MenuEntry =
  | { kind: 'action'; action: Action }
  | { kind: 'submenu'; id: string; label: string; actions: Action[] }
  | { kind: 'separator'; id: string }

/** Groups shown as a submenu in context menus, by group id (their label names the submenu item). */
export const SUBMENU_GROUPS: Readonly<Record<string, string>> = { insert: 'Insert' }

/**
 * Context menu order of the built-in groups; other groups follow in registry order. On the empty
 * canvas Insert comes first; on a layer (a background fills the canvas) it comes last.
 */
const GROUP_ORDER = ['clipboard', 'edit', 'arrange', 'visibility', 'timeline', 'selection']

/**
 * The entries of a context menu: the registry's actions offered in `context` and visible now, by
 * group (separators between groups; a submenu for the groups in `SUBMENU_GROUPS`).
 */
export function contextMenuEntries(
  actions: readonly Action[],
  context: ActionContext,
  editor: Editor,
  ui: ActionUi,
): MenuEntry[] {
  const groups = new Map<string, Action[]>()
  for (const action of actions) {
    if (!action.contexts?.includes(context) || !isActionVisible(action, editor, ui)) continue
    const group = action.group ?? ''
    groups.set(group, [...(groups.get(group) ?? []), action])
  }
  const rank = (g: string) =>
    g === 'insert' ? (context === 'canvas' ? -1 : 100) : GROUP_ORDER.indexOf(g) + 1 || 50
  const ordered = [...groups.keys()].sort((a, b) => rank(a) - rank(b))
  const entries: MenuEntry[] = []
  for (const group of ordered) {
    if (entries.length > 0) entries.push({ kind: 'separator', id: `sep-${group}` })
    const members = groups.get(group)!
    const submenu = SUBMENU_GROUPS[group]
    if (submenu) entries.push({ kind: 'submenu', id: group, label: submenu, actions: members })
    else for (const action of members) entries.push({ kind: 'action', action })
  }
  return entries
}
