import { memo } from 'react'
import { rulerLabel, rulerScale } from '../lib/time-format.ts'
import { useTimelineGestures } from './timeline-gestures.ts'
import { TimelinePlayheadMarker } from './TimelinePlayhead.tsx'

export interface TimelineRulerProps {
  pxPerMs: number
  /** Content width in px (t = 0 at the left edge). */
  width: number
  /** Visible time range; only its ticks are mounted. */
  fromMs: number
  toMs: number
}

/**
 * Time ruler with adaptive labels (ms / s / min). Pressing or dragging on it scrubs the playhead
 * (core's timeline `scrubbing` state: session state, never saved, never undone; Escape and
 * pointercancel put the playhead back).
 */
export const TimelineRuler = memo(function TimelineRuler({
  pxPerMs,
  width,
  fromMs,
  toMs,
}: TimelineRulerProps) {
  const gestures = useTimelineGestures()
  const { majorMs, minorMs } = rulerScale(pxPerMs)
  const ticks: { ms: number; major: boolean }[] = []
  const first = Math.max(0, Math.floor(fromMs / minorMs) * minorMs)
  for (let ms = first; ms <= toMs && ticks.length < 2000; ms += minorMs) {
    ticks.push({ ms, major: Math.round(ms) % majorMs === 0 })
  }

  return (
    <div
      className="ps-timeline__ruler"
      style={{ width }}
      data-testid="timeline-ruler"
      onPointerDown={(e) => gestures.press(e, { kind: 'ruler' }, { capture: true })}
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
