import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import {
  isActionEnabled,
  isActionVisible,
  type Action,
  type ActionUi,
} from '../state/actions/types.ts'
import { useActions } from '../state/actions/use-actions.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { TEXT_STYLES_INSERT_GROUP } from '../inspector/text-styles/text-style-actions.ts'
import { useMergedRef, usePopupPosition } from '../lib/use-popup-position.ts'

export interface InsertMenuProps {
  /** The surface's UI context (canvas size, read-only…), passed to the actions. */
  ui: ActionUi
  /** Which actions the menu lists (default `insert`). */
  group?: string
  label?: string
}

/**
 * The "Insert" menu button: a WAI-ARIA menu button listing the registry's actions of a group.
 * ↓/Enter/Space open on the first item, ↑ on the last; ↑/↓/Home/End move; Enter/Space run the
 * item; Escape or Tab close (Escape returns focus to the button); a press outside closes.
 */
export function InsertMenu({ ui, group = 'insert', label: labelProp }: InsertMenuProps) {
  const editor = useEditor()
  const registered = useActions(group)
  // The Insert menu adds its group "Text styles" (Heading, Subheading…) after the kinds.
  const styleActions = useActions(TEXT_STYLES_INSERT_GROUP)
  const translations = useTranslations()
  const defaultLabel = translations.insertMenu.label
  const label = labelProp ?? defaultLabel
  const [open, setOpen] = useState(false)
  const main = registered.filter((a) => isActionVisible(a, editor, ui))
  const styles =
    group === 'insert' ? styleActions.filter((a) => isActionVisible(a, editor, ui)) : []
  const items = [...main, ...styles]
  // While open, re-render on every document change so enabled states stay current; while closed,
  // only when which items are visible changes (not on each move of a drag: the toolbar sits
  // over the canvas). And when the embedder's assets provider comes or goes (library items are
  // visible only with one).
  const visibleIds = () =>
    [...registered, ...(group === 'insert' ? styleActions : [])]
      .filter((a) => isActionVisible(a, editor, ui))
      .map((a) => a.id)
      .join('\n')
  useEditorState((s) => (open ? s.document : visibleIds()))
  const surfaces = actionSurfacesOf(ui.store)
  const media = () => surfaces.getState().media
  useSyncExternalStore(surfaces.subscribe, media, media)
  const [active, setActive] = useState(0)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const id = useId()
  // Below the button, or above it when there is no room (Floating UI, kept inside the viewport).
  const placed = usePopupPosition({ open })
  const buttonRef = useMergedRef(button, placed.refs.setReference)
  const menuRef = useMergedRef(menu, placed.refs.setFloating)

  useEffect(() => {
    if (open) menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus()
  }, [open, active])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    window.addEventListener('pointerdown', onPointerDown, true)
    return () => window.removeEventListener('pointerdown', onPointerDown, true)
  }, [open])

  if (items.length === 0) return null
  const openAt = (index: number) => {
    setActive((index + items.length) % items.length)
    setOpen(true)
  }
  const close = (focusButton: boolean) => {
    setOpen(false)
    if (focusButton) button.current?.focus()
  }
  const run = (action: Action) => {
    if (!isActionEnabled(action, editor, ui)) return
    close(true)
    action.perform(editor, ui)
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openAt(0)
    else if (event.key === 'ArrowUp') openAt(items.length - 1)
    else return
    event.preventDefault()
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const n = items.length
    if (event.key === 'ArrowDown') setActive((i) => (i + 1) % n)
    else if (event.key === 'ArrowUp') setActive((i) => (i - 1 + n) % n)
    else if (event.key === 'Home') setActive(0)
    else if (event.key === 'End') setActive(n - 1)
    else if (event.key === 'Escape') close(true)
    else if (event.key === 'Enter' || event.key === ' ') run(items[active]!)
    else if (event.key === 'Tab') {
      setOpen(false)
      return
    } else return
    // Taken here: the editor's shortcuts (nudge, deselect) skip a prevented key.
    event.preventDefault()
    event.stopPropagation()
  }

  const renderItem = (action: Action, i: number) => {
    const enabled = isActionEnabled(action, editor, ui)
    return (
      <div
        key={action.id}
        role="menuitem"
        tabIndex={i === active ? 0 : -1}
        aria-disabled={!enabled || undefined}
        className="ps-menu__item"
        data-action={action.id}
        onClick={() => run(action)}
        onPointerMove={() => i !== active && setActive(i)}
      >
        <span className="ps-menu__icon">{action.icon}</span>
        <span>{action.label}</span>
      </div>
    )
  }

  return (
    <div className="ps-menu">
      <button
        ref={buttonRef}
        type="button"
        className="ps-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg width={10} height={10} viewBox="0 0 10 10" aria-hidden focusable={false}>
          <path d="M2 3.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth={1.5} />
        </svg>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={id}
          role="menu"
          aria-label={label}
          className="ps-menu__list"
          style={placed.style}
          onKeyDown={onMenuKeyDown}
        >
          {main.map((action, i) => renderItem(action, i))}
          {styles.length > 0 && (
            <div
              role="group"
              aria-label={translations.textStyles.insertGroup}
              className="ps-menu__group"
            >
              <div className="ps-menu__group-label" aria-hidden>
                {translations.textStyles.insertGroup}
              </div>
              {styles.map((action, i) => renderItem(action, main.length + i))}
            </div>
          )}
        </div>
      )}
    </div>
  )
}
