import { memo, useRef, type PointerEvent as ReactPointerEvent } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { rulerLabel, rulerScale } from '../lib/time-format.ts'
import { TimelinePlayheadMarker } from './TimelinePlayhead.tsx'

export interface TimelineRulerProps {
  pxPerMs: number
  /** Content width in px (t = 0 at the left edge). */
  width: number
  /** Visible time range; only its ticks are mounted. */
  fromMs: number
  toMs: number
  maxMs: number
}

/**
 * Time ruler with adaptive labels (ms / s / min). Pressing or dragging on it scrubs the playhead
 * (session state: never saved, never undone).
 */
export const TimelineRuler = memo(function TimelineRuler({
  pxPerMs,
  width,
  fromMs,
  toMs,
  maxMs,
}: TimelineRulerProps) {
  const editor = useEditor()
  const scrubbing = useRef<number | null>(null)
  const { majorMs, minorMs } = rulerScale(pxPerMs)
  const ticks: { ms: number; major: boolean }[] = []
  const first = Math.max(0, Math.floor(fromMs / minorMs) * minorMs)
  for (let ms = first; ms <= toMs && ticks.length < 2000; ms += minorMs) {
    ticks.push({ ms, major: Math.round(ms) % majorMs === 0 })
  }

  const scrubTo = (event: ReactPointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const t = (event.clientX - rect.left) / pxPerMs
    editor.setPlayhead(Math.round(Math.min(Math.max(0, t), maxMs)))
  }

  return (
    <div
      className="ps-timeline__ruler"
      style={{ width }}
      data-testid="timeline-ruler"
      onPointerDown={(e) => {
        if (e.button !== 0) return
        scrubbing.current = e.pointerId
        try {
          e.currentTarget.setPointerCapture(e.pointerId)
        } catch {
          // Synthetic or already-ended pointers cannot be captured; moves still arrive here.
        }
        scrubTo(e)
      }}
      onPointerMove={(e) => {
        if (scrubbing.current === e.pointerId) scrubTo(e)
      }}
      onPointerUp={(e) => {
        if (scrubbing.current === e.pointerId) scrubbing.current = null
      }}
      onPointerCancel={() => {
        scrubbing.current = null
      }}
    >
      {ticks.map(({ ms, major }) => (
        <span
          key={ms}
          className={major ? 'ps-timeline__tick ps-timeline__tick--major' : 'ps-timeline__tick'}
          style={{ left: ms * pxPerMs }}
        >
          {major && <span className="ps-timeline__tick-label">{rulerLabel(ms, majorMs)}</span>}
        </span>
      ))}
      <TimelinePlayheadMarker pxPerMs={pxPerMs} />
    </div>
  )
})
