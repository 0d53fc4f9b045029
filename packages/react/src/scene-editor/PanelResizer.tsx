import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslations } from '../i18n/use-translations.tsx'

export type ResizablePanel = 'layers' | 'inspector'

export const PANEL_WIDTH_LIMITS = { min: 180, max: 480, default: 280 } as const
/** Arrow keys move the separator by this many px (Shift: four times as far). */
const KEY_STEP = 16

const clampWidth = (width: number) =>
  Math.round(Math.min(PANEL_WIDTH_LIMITS.max, Math.max(PANEL_WIDTH_LIMITS.min, width)))

/** The CSS variable of a panel's column in <SceneEditor>'s grid. */
export const panelWidthVariable = (panel: ResizablePanel) => `--ps-${panel}-width`

export interface PanelResizerProps {
  panel: ResizablePanel
  /** The width the panel starts with (followed until the user resizes the panel). */
  defaultWidth: number
  /** The id of the panel it resizes. */
  controls: string
  /** After a drag or a key: the new width (e.g. to keep it). */
  onResize?(panel: ResizablePanel, width: number): void
}

/**
 * The separator on a side panel's inner edge (WAI-ARIA window splitter): drag it, or focus it and
 * use ←/→ (Shift: larger steps), Home/End (narrowest/widest). The width is written to the editor
 * root's `--ps-<panel>-width` directly, so a drag re-renders only this separator.
 */
export function PanelResizer({ panel, defaultWidth, controls, onResize }: PanelResizerProps) {
  const t = useTranslations().sceneEditor
  const [chosen, setWidth] = useState<number | null>(null)
  const width = chosen ?? clampWidth(defaultWidth)
  const drag = useRef<{ x: number; width: number; stop(): void } | null>(null)
  useEffect(() => () => drag.current?.stop(), [])
  // The layer panel is on the left (dragging right widens it); the inspector on the right.
  const direction = panel === 'layers' ? 1 : -1

  const apply = (element: HTMLElement, next: number) => {
    const clamped = clampWidth(next)
    element
      .closest<HTMLElement>('.ps-scene-editor')
      ?.style.setProperty(panelWidthVariable(panel), `${clamped}px`)
    setWidth(clamped)
    return clamped
  }

  // The drag follows the pointer on window, so it goes on over the canvas and off the page.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    const element = event.currentTarget
    element.focus()
    const start = { x: event.clientX, width }
    const move = (e: globalThis.PointerEvent) =>
      apply(element, start.width + direction * (e.clientX - start.x))
    const up = (e: globalThis.PointerEvent) => {
      stop()
      const next = move(e)
      if (next !== start.width) onResize?.(panel, next)
    }
    const stop = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', up)
      drag.current = null
    }
    drag.current?.stop()
    drag.current = { ...start, stop }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', up)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP
    let next: number
    if (event.key === 'ArrowRight') next = width + direction * step
    else if (event.key === 'ArrowLeft') next = width - direction * step
    else if (event.key === 'Home') next = PANEL_WIDTH_LIMITS.min
    else if (event.key === 'End') next = PANEL_WIDTH_LIMITS.max
    else return
    // Handled here: the editor's shortcuts (arrows nudge) must not see it.
    event.preventDefault()
    event.stopPropagation()
    const applied = apply(event.currentTarget, next)
    if (applied !== width) onResize?.(panel, applied)
  }

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={panel === 'layers' ? t.resizeLayerPanel : t.resizeInspectorPanel}
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={PANEL_WIDTH_LIMITS.min}
      aria-valuemax={PANEL_WIDTH_LIMITS.max}
      tabIndex={0}
      className={`ps-panel-resizer ps-panel-resizer--${panel}`}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  )
}
