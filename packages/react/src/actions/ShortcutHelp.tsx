import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { Action } from '../state/actions/types.ts'
import { shortcutLabel, shortcutsOf } from '../state/actions/shortcuts.ts'
import { useActions } from '../state/actions/use-actions.ts'
import { useTranslations } from '../i18n/use-translations.tsx'

/** Every action with a shortcut, by group in registry order (what the help dialog lists). */
export function shortcutGroups(actions: readonly Action[]): { group: string; actions: Action[] }[] {
  const groups = new Map<string, Action[]>()
  for (const action of actions) {
    if (shortcutsOf(action).length === 0) continue
    const group = action.group ?? 'other'
    groups.set(group, [...(groups.get(group) ?? []), action])
  }
  return [...groups].map(([group, members]) => ({ group, actions: members }))
}

export interface ShortcutHelpProps {
  onClose: () => void
}

/**
 * The shortcut help (`?`): a dialog named "Keyboard shortcuts" listing every registered action
 * that has a shortcut, grouped, read from the registry so it never drifts from the real keys.
 */
export function ShortcutHelp({ onClose }: ShortcutHelpProps) {
  const groups = shortcutGroups(useActions())
  const t = useTranslations().shortcutHelp
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => close.current?.focus(), [])
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation()
    if (event.key !== 'Escape') return
    event.preventDefault()
    onClose()
  }
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t.title}
      data-action-surface=""
      className="ps-dialog ps-shortcut-help"
      onKeyDown={onKeyDown}
    >
      <div className="ps-shortcut-help__header">
        <h2>{t.title}</h2>
        <button ref={close} type="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
      {/* Scrolls: focusable, so the keyboard scrolls it too (axe scrollable-region-focusable). */}
      <div className="ps-shortcut-help__groups" tabIndex={0}>
        {groups.map(({ group, actions }) => (
          <table key={group} className="ps-shortcut-help__group">
            <caption>{t.groups[group] ?? group}</caption>
            <tbody>
              {actions.map((action) => (
                <tr key={action.id} data-action={action.id}>
                  <th scope="row">{action.label}</th>
                  <td>
                    {shortcutsOf(action).map((s, i) => (
                      <span key={s}>
                        {i > 0 && t.or}
                        <kbd>{shortcutLabel(s)}</kbd>
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  )
}
