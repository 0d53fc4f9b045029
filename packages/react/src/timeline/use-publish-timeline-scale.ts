import { useEffect } from 'react'
import { useUiStore } from '../state/editor-context.ts'

/**
 * Shares the timeline's time scale (px per ms and horizontal scroll) through the UI store, so
 * the waveform view under it draws time at the same place; cleared when the timeline unmounts.
 */
export function usePublishTimelineScale(pxPerMs: number, scrollLeft: number): void {
  const ui = useUiStore()
  useEffect(() => {
    ui.setTimelineScale({ pxPerMs, scrollLeft })
  }, [ui, pxPerMs, scrollLeft])
  useEffect(() => () => ui.setTimelineScale(null), [ui])
}
