import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import type fuzzysortModule from 'fuzzysort'
import { VisualText } from '../a11y/VisualText.tsx'
import { useEditor } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { SUBMENU_GROUPS } from './context-menu-entries.ts'
import { runAction } from '../state/actions/run-action.ts'
import { shortcutLabel, shortcutsOf } from '../state/actions/shortcuts.ts'
import {
  isActionEnabled,
  isActionVisible,
  type Action,
  type ActionUi,
} from '../state/actions/types.ts'
import { useActions } from '../state/actions/use-actions.ts'
import { useTranslations } from '../i18n/use-translations.tsx'

export interface CommandPaletteProps {
  /** The UI context actions run with (the surface the palette was opened from). */
  ui: ActionUi
  /** Closes the palette (and gives focus back); called before the chosen action runs. */
  onClose: () => void
}

/**
 * What the palette shows and searches: "Insert › Text" for actions of a submenu group
 * (`submenus`: the groups' names in the editor's language).
 */
export function paletteLabel(
  action: Action,
  submenus: Readonly<Record<string, string>> = SUBMENU_GROUPS,
): string {
  const prefix = action.group ? submenus[action.group] : undefined
  return prefix ? `${prefix} › ${action.label}` : action.label
}

/**
 * The command palette (Ctrl+K): a dialog named "Command palette" with a combobox that filters
 * every enabled action by a fuzzy match of its label (fuzzysort), each shown with its shortcut.
 * ↑/↓ move, Enter runs the highlighted action, Escape closes.
 */
export function CommandPalette({ ui, onClose }: CommandPaletteProps) {
  const editor = useEditor()
  const translations = useTranslations()
  const t = translations.commandPalette
  const actions = useActions()
  // Enabled states follow the document and selection while open.
  useEditorState((s) => s)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const id = useId()
  const available = actions.filter(
    (a) =>
      a.id !== 'command-palette' &&
      isActionVisible(a, editor, ui) &&
      isActionEnabled(a, editor, ui),
  )
  const targets = available.map((action) => ({
    action,
    label: paletteLabel(action, translations.contextMenu.submenus),
  }))
  const fuzzy = useFuzzysort()
  const needle = query.trim()
  const results = !needle
    ? targets
    : fuzzy
      ? fuzzy.go(needle, targets, { key: 'label' }).map((r) => r.obj)
      : targets.filter((t) => t.label.toLowerCase().includes(needle.toLowerCase()))
  const current = Math.min(active, results.length - 1)

  const run = (action: Action) => {
    onClose()
    runAction(action, editor, ui)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation()
    const n = results.length
    if (event.key === 'ArrowDown' && n > 0) setActive((current + 1) % n)
    else if (event.key === 'ArrowUp' && n > 0) setActive((current - 1 + n) % n)
    else if (event.key === 'Enter' && results[current]) run(results[current].action)
    else if (event.key === 'Escape') onClose()
    else return
    event.preventDefault()
  }
  const optionId = (i: number) => `${id}-option-${i}`

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t.label}
      data-action-surface=""
      className="ps-dialog ps-command-palette"
      onKeyDown={onKeyDown}
    >
      <input
        role="combobox"
        aria-label={t.search}
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
        placeholder={t.placeholder}
        autoFocus
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
        }}
        className="ps-command-palette__input"
      />
      <div
        role="listbox"
        id={`${id}-list`}
        aria-label={t.list}
        className="ps-command-palette__list"
      >
        {results.length === 0 && <div className="ps-command-palette__empty">{t.empty}</div>}
        {results.map(({ action, label }, i) => {
          const [shortcut] = shortcutsOf(action)
          return (
            <div
              key={action.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              aria-label={label}
              data-action={action.id}
              className="ps-command-palette__option"
              onClick={() => run(action)}
              onPointerMove={() => i !== current && setActive(i)}
            >
              <span className="ps-menu__icon">{action.icon}</span>
              <span className="ps-menu__label">{label}</span>
              {shortcut && (
                <VisualText as="kbd" className="ps-menu__shortcut" text={shortcutLabel(shortcut)} />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}

type Fuzzysort = typeof fuzzysortModule

let fuzzysortLoaded: Fuzzysort | null = null

/**
 * fuzzysort, loaded when the palette first opens (not with the editor); until it arrives (a few
 * ms) the palette filters by plain substring, so typing is never lost.
 */
function useFuzzysort(): Fuzzysort | null {
  const [module, setModule] = useState(fuzzysortLoaded)
  useEffect(() => {
    if (module) return
    let live = true
    void import('fuzzysort').then((loaded) => {
      fuzzysortLoaded = loaded.default
      if (live) setModule(() => loaded.default)
    })
    return () => {
      live = false
    }
  }, [module])
  return module
}
