import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { VisualText } from '../a11y/VisualText.tsx'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { useUiState } from '../state/use-ui-state.ts'
import { actionSurfacesOf, type OpenContextMenu } from '../state/actions/action-surfaces.ts'
import { contextMenuEntries, type MenuEntry } from './context-menu-entries.ts'
import { runAction } from '../state/actions/run-action.ts'
import { shortcutLabel, shortcutsOf } from '../state/actions/shortcuts.ts'
import { isActionEnabled, type Action } from '../state/actions/types.ts'
import { useActions } from '../state/actions/use-actions.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { useMergedRef, usePointPopup, usePopupPosition } from '../lib/use-popup-position.ts'

/**
 * The open context menu of this editor (opened by `useContextMenuTrigger`): a WAI-ARIA menu of
 * the registry's actions for its context, at the pointer. ↑/↓/Home/End move, → / Enter open a
 * submenu (← / Escape close it), Enter/Space run, Escape closes and returns focus, a press
 * outside closes. Keys pressed in it go no further (no canvas shortcut runs).
 */
export function ContextMenu() {
  const store = useUiStore()
  const surfaces = actionSurfacesOf(store)
  const open = useSyncExternalStore(
    surfaces.subscribe,
    () => surfaces.getState().contextMenu,
    () => null,
  )
  if (!open) return null
  return <ContextMenuList key={`${open.clientX},${open.clientY},${open.context}`} menu={open} />
}

type Focusable = Exclude<MenuEntry, { kind: 'separator' }>

function ContextMenuList({ menu }: { menu: OpenContextMenu }) {
  const editor = useEditor()
  const t = useTranslations().contextMenu
  const store = useUiStore()
  const surfaces = actionSurfacesOf(store)
  const actions = useActions()
  // Enabled and visible states follow the document, selection and locks while open.
  useEditorState((s) => s)
  useUiState((s) => s)
  const entries = contextMenuEntries(actions, menu.context, editor, menu.ui)
  const focusable = entries.filter((e): e is Focusable => e.kind !== 'separator')
  const [active, setActive] = useState(0)
  const [sub, setSub] = useState<{ open: boolean; active: number }>({ open: false, active: 0 })
  // Floating UI keeps the menu inside the viewport (flipped above or left of the pointer near
  // an edge); a submenu opens to the right of its item, or to the left when there is no room.
  const placed = usePointPopup(menu.clientX, menu.clientY)
  const root = useRef<HTMLDivElement | null>(null)
  const rootRef = useMergedRef(root, placed.refs.setFloating)
  const subPlaced = usePopupPosition({ placement: 'right-start', gap: 4, open: sub.open })

  useEffect(() => {
    const list = root.current
    if (!list) return
    const selector = sub.open
      ? '[data-submenu] [role="menuitem"]'
      : ':scope > [role="menuitem"], :scope > .ps-menu__sub > [role="menuitem"]'
    const items = list.querySelectorAll<HTMLElement>(selector)
    items[sub.open ? sub.active : active]?.focus({ preventScroll: true })
  }, [active, sub])

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) surfaces.close('contextMenu', false)
    }
    window.addEventListener('pointerdown', onPointerDown, true)
    return () => window.removeEventListener('pointerdown', onPointerDown, true)
  }, [surfaces])

  const run = (action: Action) => {
    if (!isActionEnabled(action, editor, menu.ui)) return
    surfaces.close('contextMenu')
    runAction(action, editor, menu.ui)
  }
  const current = focusable[active]
  const subActions = current?.kind === 'submenu' ? current.actions : []
  const openSub = () => setSub({ open: true, active: 0 })

  const onKeyDown = (event: KeyboardEvent) => {
    // Nothing typed in the menu reaches the editor's shortcuts.
    event.stopPropagation()
    const key = event.key
    if (sub.open) {
      const n = subActions.length
      if (key === 'ArrowDown') setSub((s) => ({ ...s, active: (s.active + 1) % n }))
      else if (key === 'ArrowUp') setSub((s) => ({ ...s, active: (s.active - 1 + n) % n }))
      else if (key === 'Home') setSub((s) => ({ ...s, active: 0 }))
      else if (key === 'End') setSub((s) => ({ ...s, active: n - 1 }))
      else if (key === 'ArrowLeft' || key === 'Escape') setSub({ open: false, active: 0 })
      else if (key === 'Enter' || key === ' ') run(subActions[sub.active]!)
      else if (key === 'Tab') surfaces.close('contextMenu')
      else return
    } else {
      const n = focusable.length
      if (key === 'ArrowDown') setActive((i) => (i + 1) % n)
      else if (key === 'ArrowUp') setActive((i) => (i - 1 + n) % n)
      else if (key === 'Home') setActive(0)
      else if (key === 'End') setActive(n - 1)
      else if (key === 'Escape' || key === 'Tab') surfaces.close('contextMenu')
      else if (current?.kind === 'submenu' && ['ArrowRight', 'Enter', ' '].includes(key)) openSub()
      else if (current?.kind === 'action' && (key === 'Enter' || key === ' ')) run(current.action)
      else return
    }
    event.preventDefault()
  }

  let index = -1
  return (
    <div
      ref={rootRef}
      role="menu"
      aria-label={t.label}
      data-action-surface=""
      data-context={menu.context}
      className="ps-menu__list ps-context-menu"
      style={{ ...placed.style, zIndex: 20 }}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {focusable.length === 0 && (
        <div role="menuitem" aria-disabled tabIndex={0} className="ps-menu__item">
          {t.empty}
        </div>
      )}
      {entries.map((entry) => {
        if (entry.kind === 'separator') {
          return <div key={entry.id} role="separator" className="ps-menu__separator" />
        }
        const i = ++index
        const hover = () => {
          if (i !== active) setActive(i)
          setSub({ open: entry.kind === 'submenu', active: 0 })
        }
        if (entry.kind === 'submenu') {
          const expanded = sub.open && i === active
          return (
            <div key={entry.id} className="ps-menu__sub">
              <div
                ref={expanded ? subPlaced.refs.setReference : undefined}
                role="menuitem"
                aria-haspopup="menu"
                aria-expanded={expanded}
                tabIndex={i === active ? 0 : -1}
                className="ps-menu__item"
                onClick={openSub}
                onPointerMove={() => !expanded && hover()}
              >
                <span className="ps-menu__icon" />
                <span className="ps-menu__label">{t.submenus[entry.id] ?? entry.label}</span>
                <span className="ps-menu__shortcut" aria-hidden>
                  ▸
                </span>
              </div>
              {expanded && (
                <div
                  ref={subPlaced.refs.setFloating}
                  role="menu"
                  aria-label={t.submenus[entry.id] ?? entry.label}
                  data-submenu=""
                  className="ps-menu__list ps-menu__submenu"
                  style={subPlaced.style}
                >
                  {entry.actions.map((action, j) => (
                    <MenuItem
                      key={action.id}
                      action={action}
                      enabled={isActionEnabled(action, editor, menu.ui)}
                      focused={j === sub.active}
                      onRun={() => run(action)}
                      onHover={() => j !== sub.active && setSub({ open: true, active: j })}
                    />
                  ))}
                </div>
              )}
            </div>
          )
        }
        return (
          <MenuItem
            key={entry.action.id}
            action={entry.action}
            enabled={isActionEnabled(entry.action, editor, menu.ui)}
            focused={!sub.open && i === active}
            onRun={() => run(entry.action)}
            onHover={() => (i !== active || sub.open) && hover()}
          />
        )
      })}
    </div>
  )
}

function MenuItem({
  action,
  enabled,
  focused,
  onRun,
  onHover,
}: {
  action: Action
  enabled: boolean
  focused: boolean
  onRun: () => void
  onHover: () => void
}) {
  const [shortcut] = shortcutsOf(action)
  return (
    <div
      role="menuitem"
      aria-label={action.label}
      aria-disabled={!enabled || undefined}
      aria-keyshortcuts={shortcut ? shortcut.replace(/^Mod\+/, 'Control+') : undefined}
      tabIndex={focused ? 0 : -1}
      className="ps-menu__item"
      data-action={action.id}
      onClick={onRun}
      onPointerMove={onHover}
    >
      <span className="ps-menu__icon">{action.icon}</span>
      <span className="ps-menu__label">{action.label}</span>
      {shortcut && <VisualText className="ps-menu__shortcut" text={shortcutLabel(shortcut)} />}
    </div>
  )
}
