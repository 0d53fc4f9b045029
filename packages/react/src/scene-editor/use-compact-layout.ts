import { useLayoutEffect, useState, type RefObject } from 'react'
import { PANEL_WIDTH_LIMITS } from './PanelResizer.tsx'

/**
 * Below this width (px) the <SceneEditor> side panels become drawers over the canvas, opened by
 * the "Layers" and "Properties" toggles, so that the canvas keeps the editor's whole width.
 */
export const COMPACT_EDITOR_WIDTH = 960

/** The editor root's width (px, 0 before it is laid out), kept current. */
export function useEditorWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setWidth(el.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return width
}

export const isCompactWidth = (width: number) => width > 0 && width < COMPACT_EDITOR_WIDTH

/**
 * A side panel's width when neither the user nor the embedder set one: a fifth of the editor,
 * within 200 px and the default (280 px), so that a 1024 px window leaves the canvas 600 px.
 */
export function defaultPanelWidthFor(editorWidth: number): number {
  if (editorWidth <= 0) return PANEL_WIDTH_LIMITS.default
  return Math.round(Math.min(PANEL_WIDTH_LIMITS.default, Math.max(200, editorWidth * 0.2)))
}
