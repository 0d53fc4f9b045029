import type { ResizablePanel } from '@podscene/react'

const STORAGE_KEY = 'podscene-studio:panel-widths'
type PanelWidths = Partial<Record<ResizablePanel, number>>

/** The side panel widths the user set (localStorage); a panel without one is at its default. */
export function loadPanelWidths(storage: Pick<Storage, 'getItem'> = localStorage): PanelWidths {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}')
    const widths: PanelWidths = {}
    if (typeof value !== 'object' || value === null) return widths
    for (const panel of ['layers', 'inspector'] as const) {
      const width = (value as Record<string, unknown>)[panel]
      if (typeof width === 'number' && Number.isFinite(width)) widths[panel] = width
    }
    return widths
  } catch {
    // Not JSON (written by something else): the defaults, and the next resize replaces it.
    return {}
  }
}

export function storePanelWidth(
  panel: ResizablePanel,
  width: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  storage.setItem(STORAGE_KEY, JSON.stringify({ ...loadPanelWidths(storage), [panel]: width }))
}
