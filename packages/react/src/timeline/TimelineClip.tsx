import { memo, useId, type PointerEvent as ReactPointerEvent } from 'react'
import { VisualText } from '../a11y/VisualText.tsx'
import type { EditorProblem } from '../problems/lint-runner.ts'
import { ClipProblemMarkers } from '../problems/ClipProblemMarkers.tsx'
import { ClipWaveformStrip } from './ClipWaveformStrip.tsx'
import type { KeyframeMark } from './timeline-layout.ts'
import type { ClipModel, Span } from './timeline-types.ts'
import { formatTime } from '../lib/time-format.ts'
import { AnimationRegions } from './AnimationRegions.tsx'
import { animationRegions } from './animation-regions.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

export interface TimelineClipProps {
  clip: ClipModel
  /** Span drawn (the preview while a gesture moves this clip, else the layer's own). */
  span: Span
  /** The scene's duration (0 for a still). */
  sceneEnd: number
  /** Where an open-ended clip ends on screen. */
  fillEnd: number
  /** The layer's keyframes (diamonds inside the clip; drag one to retime it). */
  keyframes: readonly KeyframeMark[]
  pxPerMs: number
  top: number
  /** Vertical shift while a drag carries the clip over another track's row. */
  offsetY?: number
  height: number
  selected: boolean
  /** 0 for the one clip holding the timeline's tab stop (roving tabindex), else -1. */
  tabIndex?: number
  locked: boolean
  hidden: boolean
  onPointerDown(event: ReactPointerEvent<HTMLElement>, key: string): void
  onKeyboardSelect(key: string, add: boolean): void
  /** Lint problems of this layer (markers; the same array while they do not change). */
  problems?: readonly EditorProblem[]
  /** A problem marker was pressed (select the layer and seek, like the Problems panel). */
  onProblemPress?(problem: EditorProblem): void
}

/**
 * One layer as a clip: a focusable button named "<name>, <start>–<end>", with trim handles
 * (`data-edge="start" | "end"`). An open-ended clip (`end = 0`) runs to the scene's end and is
 * drawn in the "lasts the scene" style. Memoised: the playhead moving re-renders no clip.
 */
export const TimelineClip = memo(function TimelineClip({
  clip,
  span,
  sceneEnd,
  fillEnd,
  keyframes,
  pxPerMs,
  top,
  offsetY = 0,
  height,
  selected,
  tabIndex = 0,
  locked,
  hidden,
  onPointerDown,
  onKeyboardSelect,
  problems,
  onProblemPress,
}: TimelineClipProps) {
  const problemsId = useId()
  const translations = useTranslations()
  const t = translations.timeline
  const kind = translations.kinds[clip.kind] ?? clip.kind
  const openEnded = span.end === null
  const end = span.end ?? Math.max(fillEnd, span.start)
  const left = span.start * pxPerMs
  const width = Math.max(6, (end - span.start) * pxPerMs)
  // The kind and name start after the bands at the clip's start, so their labels stay readable.
  const lead = Math.min(
    Math.max(0, width - 48),
    animationRegions(clip.layer, span.start, end, openEnded).reduce(
      (m, r) => (r.anchor === 'start' ? Math.max(m, (r.to - r.from) * pxPerMs) : m),
      0,
    ),
  )
  const times = !openEnded
    ? formatMessage(t.clipSpan, { start: formatTime(span.start), end: formatTime(end) })
    : sceneEnd > span.start
      ? formatMessage(t.clipLastsScene, {
          start: formatTime(span.start),
          end: formatTime(sceneEnd),
        })
      : formatMessage(t.clipOpen, { start: formatTime(span.start) })
  const className = [
    'ps-timeline__clip',
    `ps-timeline__clip--${clip.kind.replace(/[^a-z0-9-]/gi, '')}`,
    openEnded && 'ps-timeline__clip--open',
    selected && 'ps-timeline__clip--selected',
    locked && 'ps-timeline__clip--locked',
    hidden && 'ps-timeline__clip--hidden',
    problems?.length && 'ps-timeline__clip--problems',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <button
      type="button"
      className={className}
      style={{
        left,
        width,
        top,
        height,
        transform: offsetY ? `translateY(${offsetY}px)` : undefined,
        zIndex: offsetY ? 5 : undefined,
        paddingLeft: lead > 0 ? 10 + Math.round(lead) : undefined,
      }}
      data-layer-key={clip.key}
      tabIndex={tabIndex}
      aria-label={formatMessage(t.clipName, { name: clip.name, times })}
      aria-pressed={selected}
      aria-describedby={problems?.length ? problemsId : undefined}
      title={formatMessage(t.clipTitle, { name: clip.name, kind, times })}
      onPointerDown={(e) => onPointerDown(e, clip.key)}
      onClick={(e) => {
        // Enter / Space (a click without a pointer) selects, Shift adds.
        if (e.detail === 0) onKeyboardSelect(clip.key, e.shiftKey)
      }}
    >
      <ClipWaveformStrip layerKey={clip.key} start={span.start} end={end} pxPerMs={pxPerMs} />
      <VisualText className="ps-timeline__clip-kind" text={kind} />
      <span className="ps-timeline__clip-name">{clip.name}</span>
      {keyframes.map(({ time, index }) =>
        time >= span.start && time <= end ? (
          <span
            key={index}
            className="ps-timeline__keyframe"
            data-keyframe-index={index}
            style={{ left: (time - span.start) * pxPerMs }}
            aria-hidden="true"
          />
        ) : null,
      )}
      <AnimationRegions
        layerKey={clip.key}
        layer={clip.layer}
        start={span.start}
        end={end}
        openEnded={openEnded}
        pxPerMs={pxPerMs}
        locked={locked}
      />
      {problems && problems.length > 0 && (
        <ClipProblemMarkers
          id={problemsId}
          problems={problems}
          start={span.start}
          end={end}
          pxPerMs={pxPerMs}
          onPress={onProblemPress}
        />
      )}
      {!locked && (
        <>
          <span className="ps-timeline__handle ps-timeline__handle--start" data-edge="start" />
          <span className="ps-timeline__handle ps-timeline__handle--end" data-edge="end" />
        </>
      )}
    </button>
  )
})
