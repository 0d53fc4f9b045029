import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { Guide } from '@podscene/core'
import { useUiStore } from '../../state/editor-context.ts'
import { useUiState } from '../../state/use-ui-state.ts'
import { useTranslations } from '../../i18n/use-translations.tsx'
import { formatMessage } from '../../i18n/translations.ts'
import type { View } from '../interaction-host.ts'
import { RULER_PX, rulerTicks } from './ruler-ticks.ts'
import { sameGuide } from '../../state/view-aids.ts'
import { useMergedRef, usePointPopup } from '../../lib/use-popup-position.ts'

export interface ViewAidsOverlayProps {
  view: View
  /** The viewport in screen px. */
  size: { width: number; height: number }
  /** The canvas in canvas px. */
  canvas: { width: number; height: number }
}

/** A guide being dragged: an existing one (`index`) or a new one pulled from a ruler. */
interface GuideDrag {
  index: number | null
  axis: Guide['axis']
  at: number
  /** Released here, the guide is removed (or not made): over its ruler or out of the viewport. */
  discard: boolean
}

const GUIDE_HIT_PX = 7

/**
 * The canvas's layout aids, over the Konva stage in screen px: the grid (drawn on the canvas),
 * ruler guides and the rulers (top and left, canvas px following zoom and pan). Dragging from a
 * ruler makes a guide; a guide is dragged to move it, back onto its ruler (or out of the view)
 * to remove it, or removed from its context menu or with Delete. Guides live in the UI store
 * (`viewAids`), where core's snapping reads them.
 */
export function ViewAidsOverlay({ view, size, canvas }: ViewAidsOverlayProps) {
  const ui = useUiStore()
  const aids = useUiState((s) => s.viewAids)
  const t = useTranslations().viewAids
  const root = useRef<HTMLDivElement>(null)
  const [drag, setDrag] = useState<GuideDrag | null>(null)
  const [menu, setMenu] = useState<{ index: number; x: number; y: number } | null>(null)

  const screenOf = (axis: Guide['axis'], at: number) =>
    axis === 'x' ? at * view.zoom + view.x : at * view.zoom + view.y

  const setGuides = (guides: readonly Guide[]) => ui.setViewAids({ guides })
  const putGuide = (index: number | null, guide: Guide) => {
    const others = ui.getState().viewAids.guides.filter((_, i) => i !== index)
    const rounded = { axis: guide.axis, at: Math.round(guide.at) }
    if (others.some((g) => sameGuide(g, rounded))) setGuides(others)
    else if (index === null) setGuides([...others, rounded])
    else {
      const next = [...ui.getState().viewAids.guides]
      next[index] = rounded
      setGuides(next)
    }
  }
  const removeGuide = (index: number) =>
    setGuides(ui.getState().viewAids.guides.filter((_, i) => i !== index))

  // Ends a drag's window listeners if the overlay unmounts mid-drag.
  const endDrag = useRef<(() => void) | null>(null)
  useEffect(() => () => endDrag.current?.(), [])
  const latest = useRef({ view, rulers: aids.rulers, size })
  latest.current = { view, rulers: aids.rulers, size }
  const startDrag = (event: PointerEvent, index: number | null, axis: Guide['axis']) => {
    if (event.button !== 0) return
    // No text selection or canvas gesture; the pressed guide or ruler takes the focus (keys).
    event.preventDefault()
    event.stopPropagation()
    // (A ruler's focusable part is its text-free button inside.)
    const pressed = event.currentTarget as HTMLElement
    ;(pressed.querySelector<HTMLElement>('[role="button"]') ?? pressed).focus({
      preventScroll: true,
    })
    const rect = root.current!.getBoundingClientRect()
    const place = (clientX: number, clientY: number): GuideDrag => {
      const { view: v, rulers, size: s } = latest.current
      const sx = clientX - rect.left
      const sy = clientY - rect.top
      const along = axis === 'x' ? sx : sy
      const across = axis === 'x' ? s.width : s.height
      const overRuler = rulers && along < RULER_PX
      const at = axis === 'x' ? (sx - v.x) / v.zoom : (sy - v.y) / v.zoom
      return { index, axis, at, discard: overRuler || along < 0 || along > across }
    }
    let current = place(event.clientX, event.clientY)
    setDrag(current)
    const onMove = (e: globalThis.PointerEvent) => {
      current = place(e.clientX, e.clientY)
      setDrag(current)
    }
    const stop = () => {
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
      window.removeEventListener('pointercancel', onCancel)
      endDrag.current = null
    }
    const onUp = (e: globalThis.PointerEvent) => {
      stop()
      current = place(e.clientX, e.clientY)
      setDrag(null)
      if (!current.discard) putGuide(index, current)
      else if (index !== null) removeGuide(index)
    }
    const onCancel = () => {
      stop()
      setDrag(null)
    }
    endDrag.current = stop
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    window.addEventListener('pointercancel', onCancel)
  }

  const onGuideKeyDown = (event: KeyboardEvent, index: number, guide: Guide) => {
    const step = event.shiftKey ? 10 : 1
    const keys: Record<string, number> =
      guide.axis === 'x'
        ? { ArrowLeft: -step, ArrowRight: step }
        : { ArrowUp: -step, ArrowDown: step }
    if (event.key in keys) putGuide(index, { axis: guide.axis, at: guide.at + keys[event.key]! })
    else if (event.key === 'Delete' || event.key === 'Backspace') removeGuide(index)
    else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      const r = event.currentTarget.getBoundingClientRect()
      setMenu({ index, x: r.left + r.width / 2, y: r.top + r.height / 2 })
    } else return
    // Taken here: canvas shortcuts (nudge, Delete the selection) must not run too.
    event.preventDefault()
    event.stopPropagation()
  }
  const onRulerKeyDown = (event: KeyboardEvent, axis: Guide['axis']) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    event.stopPropagation()
    putGuide(null, { axis, at: axis === 'x' ? canvas.width / 2 : canvas.height / 2 })
  }

  const shown = aids.guides.map((g, i) => (drag?.index === i ? { ...g, at: drag.at } : g))
  const draft = drag && drag.index === null ? { axis: drag.axis, at: drag.at } : null
  const guideLabel = (g: Guide) =>
    formatMessage(g.axis === 'x' ? t.verticalGuide : t.horizontalGuide, { at: Math.round(g.at) })

  return (
    <div
      ref={root}
      className="ps-view-aids"
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' }}
      // Presses here never reach the canvas's gestures; the root ignores them (pointer-events).
      onContextMenu={(e) => e.stopPropagation()}
    >
      {aids.grid && <GridLines view={view} canvas={canvas} size={aids.gridSize} />}
      {shown.map((g, i) => (
        <div
          key={i}
          role="separator"
          tabIndex={0}
          aria-orientation={g.axis === 'x' ? 'vertical' : 'horizontal'}
          aria-label={guideLabel(g)}
          aria-valuenow={Math.round(g.at)}
          title={t.guideHint}
          className="ps-view-aids__guide"
          data-axis={g.axis}
          data-discard={drag?.index === i && drag.discard ? '' : undefined}
          style={guideStyle(g.axis, screenOf(g.axis, g.at))}
          onPointerDown={(e) => startDrag(e, i, g.axis)}
          onKeyDown={(e) => onGuideKeyDown(e, i, g)}
          onContextMenu={(e) => {
            e.preventDefault()
            e.stopPropagation()
            setMenu({ index: i, x: e.clientX, y: e.clientY })
          }}
        >
          <span className="ps-view-aids__guide-line" aria-hidden />
        </div>
      ))}
      {draft && (
        <div
          className="ps-view-aids__guide"
          data-axis={draft.axis}
          data-draft=""
          data-discard={drag?.discard ? '' : undefined}
          aria-hidden
          style={{
            ...guideStyle(draft.axis, screenOf(draft.axis, draft.at)),
            pointerEvents: 'none',
          }}
        >
          <span className="ps-view-aids__guide-line" />
        </div>
      )}
      {aids.rulers && (
        <>
          <Ruler
            axis="y"
            label={t.topRuler}
            hint={t.topRulerHint}
            offset={view.x}
            zoom={view.zoom}
            length={size.width}
            onPointerDown={(e) => startDrag(e, null, 'y')}
            onKeyDown={(e) => onRulerKeyDown(e, 'y')}
          />
          <Ruler
            axis="x"
            label={t.leftRuler}
            hint={t.leftRulerHint}
            offset={view.y}
            zoom={view.zoom}
            length={size.height}
            onPointerDown={(e) => startDrag(e, null, 'x')}
            onKeyDown={(e) => onRulerKeyDown(e, 'x')}
          />
          <div className="ps-view-aids__corner" style={cornerStyle} aria-hidden />
        </>
      )}
      {menu && (
        <GuideMenu
          x={menu.x}
          y={menu.y}
          onRemove={() => removeGuide(menu.index)}
          onRemoveAll={() => setGuides([])}
          onClose={() => setMenu(null)}
        />
      )}
    </div>
  )
}

const cornerStyle = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: RULER_PX,
  height: RULER_PX,
  pointerEvents: 'auto',
} as const

function guideStyle(axis: Guide['axis'], screen: number) {
  const half = Math.floor(GUIDE_HIT_PX / 2)
  return axis === 'x'
    ? ({
        position: 'absolute',
        left: screen - half,
        top: 0,
        bottom: 0,
        width: GUIDE_HIT_PX,
        cursor: 'ew-resize',
        pointerEvents: 'auto',
      } as const)
    : ({
        position: 'absolute',
        top: screen - half,
        left: 0,
        right: 0,
        height: GUIDE_HIT_PX,
        cursor: 'ns-resize',
        pointerEvents: 'auto',
      } as const)
}

interface RulerProps {
  /** The axis of the guides it makes: the top ruler makes horizontal guides ('y'). */
  axis: Guide['axis']
  label: string
  hint: string
  offset: number
  zoom: number
  length: number
  onPointerDown(event: PointerEvent): void
  onKeyDown(event: KeyboardEvent): void
}

/** One ruler: ticks and labels in canvas px (SVG), a button that makes a guide when dragged. */
function Ruler({ axis, label, hint, offset, zoom, length, onPointerDown, onKeyDown }: RulerProps) {
  const top = axis === 'y'
  const { ticks } = rulerTicks(zoom, offset, length)
  const style = top
    ? ({ position: 'absolute', left: 0, top: 0, right: 0, height: RULER_PX } as const)
    : ({ position: 'absolute', left: 0, top: 0, bottom: 0, width: RULER_PX } as const)
  return (
    <div
      title={hint}
      className={`ps-view-aids__ruler ps-view-aids__ruler--${top ? 'top' : 'left'}`}
      style={{ ...style, pointerEvents: 'auto', cursor: top ? 'ns-resize' : 'ew-resize' }}
      onPointerDown={onPointerDown}
    >
      {/* The button holds no text, so its name is its label alone (the numbers are for the eye). */}
      <div
        role="button"
        tabIndex={0}
        aria-label={label}
        className="ps-view-aids__ruler-button"
        onKeyDown={onKeyDown}
      />
      <svg width="100%" height="100%" aria-hidden focusable={false}>
        {ticks.map(({ screen, value, major }) => {
          const len = major ? RULER_PX - 4 : 5
          return top ? (
            <g key={value}>
              <line x1={screen} x2={screen} y1={RULER_PX} y2={RULER_PX - len} />
              {major && (
                <text x={screen + 3} y={9}>
                  {value}
                </text>
              )}
            </g>
          ) : (
            <g key={value}>
              <line y1={screen} y2={screen} x1={RULER_PX} x2={RULER_PX - len} />
              {major && (
                <text x={9} y={screen + 3} transform={`rotate(-90 9 ${screen + 3})`}>
                  {value}
                </text>
              )}
            </g>
          )
        })}
      </svg>
    </div>
  )
}

/** The grid over the canvas rect (screen px); lines closer than 6 screen px are thinned out. */
function GridLines({
  view,
  canvas,
  size,
}: {
  view: View
  canvas: { width: number; height: number }
  size: number
}) {
  let step = size * view.zoom
  while (step > 0 && step < 6) step *= 2
  if (!(step > 0)) return null
  return (
    <div
      className="ps-view-aids__grid"
      aria-hidden
      style={{
        position: 'absolute',
        left: view.x,
        top: view.y,
        width: canvas.width * view.zoom,
        height: canvas.height * view.zoom,
        backgroundSize: `${step}px ${step}px`,
      }}
    />
  )
}

function GuideMenu({
  x,
  y,
  onRemove,
  onRemoveAll,
  onClose,
}: {
  x: number
  y: number
  onRemove(): void
  onRemoveAll(): void
  onClose(): void
}) {
  const t = useTranslations().viewAids
  // At the pointer (viewport px), kept inside the viewport by Floating UI.
  const placed = usePointPopup(x, y)
  const menu = useRef<HTMLDivElement | null>(null)
  const menuRef = useMergedRef(menu, placed.refs.setFloating)
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose()
    }
    window.addEventListener('pointerdown', onPointerDown, true)
    return () => window.removeEventListener('pointerdown', onPointerDown, true)
  }, [onClose])
  const items = [
    { label: t.removeGuide, run: onRemove },
    { label: t.removeAllGuides, run: onRemoveAll },
  ]
  const onKeyDown = (event: KeyboardEvent) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const at = all.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'ArrowDown') all[(at + 1) % all.length]?.focus()
    else if (event.key === 'ArrowUp') all[(at - 1 + all.length) % all.length]?.focus()
    else if (event.key === 'Escape' || event.key === 'Tab') onClose()
    else return
    event.preventDefault()
    event.stopPropagation()
  }
  return (
    <div
      ref={menuRef}
      role="menu"
      aria-label={t.guideMenu}
      className="ps-menu__list ps-context-menu"
      style={{ ...placed.style, pointerEvents: 'auto', zIndex: 3 }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <div
          key={item.label}
          role="menuitem"
          tabIndex={-1}
          className="ps-menu__item"
          onClick={() => {
            item.run()
            onClose()
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return
            e.preventDefault()
            e.stopPropagation()
            item.run()
            onClose()
          }}
        >
          {item.label}
        </div>
      ))}
    </div>
  )
}
