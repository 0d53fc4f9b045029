import { useEditorState } from '../state/use-editor-state.ts'
import { HEADER_WIDTH } from './timeline-types.ts'

/** The playhead line over ruler and rows; the only part that follows the playhead at 60 Hz. */
export function TimelinePlayhead({ pxPerMs }: { pxPerMs: number }) {
  const t = useEditorState((s) => s.session.playheadMs)
  return (
    <div
      className="ps-timeline__playhead"
      style={{ transform: `translateX(${HEADER_WIDTH + t * pxPerMs}px)` }}
      aria-hidden="true"
    />
  )
}

/** The playhead's head inside the ruler (drawn above the sticky ruler's background). */
export function TimelinePlayheadMarker({ pxPerMs }: { pxPerMs: number }) {
  const t = useEditorState((s) => s.session.playheadMs)
  return (
    <div
      className="ps-timeline__playhead-marker"
      style={{ transform: `translateX(${t * pxPerMs}px)` }}
      aria-hidden="true"
    />
  )
}

/** The vertical line showing where a dragged edge snapped. */
export function TimelineSnapLine({ at, pxPerMs }: { at: number | null; pxPerMs: number }) {
  if (at === null) return null
  return (
    <div
      className="ps-timeline__snap-line"
      data-snap-ms={at}
      style={{ transform: `translateX(${HEADER_WIDTH + at * pxPerMs}px)` }}
      aria-hidden="true"
    />
  )
}
