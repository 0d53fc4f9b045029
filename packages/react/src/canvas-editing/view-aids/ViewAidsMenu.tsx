import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useUiStore } from '../../state/editor-context.ts'
import { useUiState } from '../../state/use-ui-state.ts'
import { useTranslations } from '../../i18n/use-translations.tsx'
import { formatMessage } from '../../i18n/translations.ts'
import { GRID_SIZE_LIMITS } from '../../state/view-aids.ts'
import { useMergedRef, usePopupPosition } from '../../lib/use-popup-position.ts'

/**
 * The canvas toolbar's "View" button: the view settings — "Show rulers", "Show grid", "Snap to
 * grid", "Grid size (px)" and "Clear guides" — in a small non-modal dialog. UI state only.
 */
export function ViewAidsMenu() {
  const ui = useUiStore()
  const aids = useUiState((s) => s.viewAids)
  const t = useTranslations().viewAids
  const [open, setOpen] = useState(false)
  const [size, setSize] = useState(String(aids.gridSize))
  const [error, setError] = useState<string | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()
  // Below the button, right-aligned; flipped and shifted to stay inside the viewport.
  const placed = usePopupPosition({ placement: 'bottom-end', open })
  const buttonRef = useMergedRef(button, placed.refs.setReference)
  const panelRef = useMergedRef(panel, placed.refs.setFloating)

  useEffect(() => setSize(String(aids.gridSize)), [aids.gridSize])
  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>('input')?.focus()
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    window.addEventListener('pointerdown', onPointerDown, true)
    return () => window.removeEventListener('pointerdown', onPointerDown, true)
  }, [open])

  const commitSize = () => {
    const value = Number(size)
    if (size.trim() === '' || !Number.isFinite(value)) {
      setError(formatMessage(t.gridSizeNotNumber, { value: size }))
    } else if (value < GRID_SIZE_LIMITS.min || value > GRID_SIZE_LIMITS.max) {
      setError(formatMessage(t.gridSizeRange, GRID_SIZE_LIMITS))
    } else {
      setError(null)
      ui.setViewAids({ gridSize: value })
      return
    }
    setSize(String(aids.gridSize))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // Keys typed here are not canvas shortcuts.
    event.stopPropagation()
    if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      button.current?.focus()
    }
  }
  const check = (flag: 'rulers' | 'grid' | 'snapToGrid', label: string) => (
    <label className="ps-view-menu__row">
      <input
        type="checkbox"
        checked={aids[flag]}
        onChange={(e) => ui.setViewAids({ [flag]: e.currentTarget.checked })}
      />
      {label}
    </label>
  )

  return (
    <div className="ps-menu">
      <button
        ref={buttonRef}
        type="button"
        className="ps-view-menu__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {t.view}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={id}
          role="dialog"
          aria-label={t.settings}
          className="ps-menu__list ps-view-menu"
          style={placed.style}
          onKeyDown={onKeyDown}
        >
          {check('rulers', t.showRulers)}
          {check('grid', t.showGrid)}
          {check('snapToGrid', t.snapToGrid)}
          <label className="ps-view-menu__row">
            {t.gridSize}
            <input
              type="number"
              min={GRID_SIZE_LIMITS.min}
              max={GRID_SIZE_LIMITS.max}
              value={size}
              aria-invalid={error !== null || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setSize(e.currentTarget.value)}
              onBlur={commitSize}
              onKeyDown={(e) => e.key === 'Enter' && commitSize()}
            />
          </label>
          {error && (
            <p id={`${id}-error`} role="alert" className="ps-view-menu__error">
              {error}
            </p>
          )}
          <button
            type="button"
            disabled={aids.guides.length === 0}
            onClick={() => ui.setViewAids({ guides: [] })}
          >
            {formatMessage(t.clearGuides, { count: aids.guides.length })}
          </button>
        </div>
      )}
    </div>
  )
}
