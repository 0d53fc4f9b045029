import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react'
import {
  EditorCommandError,
  stackedTimelineLayout,
  tracksOfDocument,
  type Span,
  type TimelineFeedback,
  type TimelineTarget,
} from '@podscene/core'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { useCompiledScene } from '../state/use-layers-at-playhead.ts'
import { useUiState } from '../state/use-ui-state.ts'
import { handleTimelineKey } from './timeline-keys.ts'
import { useRegisteredAction } from '../state/actions/use-actions.ts'
import { useContextMenuTrigger } from '../state/actions/use-context-menu.ts'
import { displayEnd, timelineRows, type ClipModel } from './timeline-layout.ts'
import { TimelineClip } from './TimelineClip.tsx'
import { SceneDurationControl } from './SceneDurationControl.tsx'
import { useLintState } from '../problems/use-lint-problems.ts'
import { revealProblem } from '../problems/reveal-problem.ts'
import type { EditorProblem } from '../problems/lint-runner.ts'
import { TimelinePlayhead, TimelineSnapLine } from './TimelinePlayhead.tsx'
import { TimelineRuler } from './TimelineRuler.tsx'
import { TimelineTrackHeader } from './TimelineTrackHeader.tsx'
import { CULL_MARGIN_PX, HEADER_WIDTH, ROW_PADDING, RULER_HEIGHT } from './timeline-types.ts'
import { useTimelineZoom } from './use-timeline-zoom.ts'
import { usePublishTimelineScale } from './use-publish-timeline-scale.ts'
import { useTrackMixIds } from './use-track-mix-ids.ts'
import { TimelineGesturesContext, useTimelineGestureHost } from './timeline-gestures.ts'
import { clipFocusMoveOf, clipFocusTarget, tabStopClip } from './timeline-focus.ts'
import { KEYFRAME_LANE_HEIGHT, KeyframeLane } from './KeyframeLane.tsx'
import { KeyframeLaneToggle } from './KeyframeLaneToggle.tsx'
import { useKeyframeLanes } from './use-keyframe-lanes.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { LANE_HEIGHTS } from './track-size.ts'
import { TrackSizeSelect } from './TrackSizeSelect.tsx'
import { ReadOnlyContext, useReadOnly } from '../state/read-only.ts'

export interface TimelineProps {
  className?: string
  readOnly?: boolean
}

/**
 * Tracks and their clips along time over the Editor of the nearest EditorProvider. Rows follow
 * the layer list (topmost track first). Dragging a clip moves it, its edges trim it (each one
 * undo step); clicks select (shared with canvas and layer list), a drag on empty space draws a
 * marquee that selects the clips it touches; the ruler scrubs the playhead.
 */
export function Timeline({ readOnly: ownReadOnly, ...props }: TimelineProps) {
  // The duration control and the track headers under it read it from the context.
  const readOnly = useReadOnly(ownReadOnly)
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <TimelineContent {...props} readOnly={readOnly} />
    </ReadOnlyContext.Provider>
  )
}

function TimelineContent({ className, readOnly }: TimelineProps & { readOnly: boolean }) {
  const t = useTranslations().timeline
  const retimeEdit = useTranslations().keyframeLane.retimeEdit
  const editor = useEditor()
  const ui = useUiStore()
  const doc = useEditorState((s) => s.document)
  const selection = useEditorState((s) => s.session.selection)
  const locked = useUiState((s) => s.locked)
  const hidden = useUiState((s) => s.hidden)
  const sceneEnd = useCompiledScene().durationMs
  const trackNames = useTranslations().tracks
  const rows = useMemo(() => timelineRows(tracksOfDocument(doc), trackNames), [doc, trackNames])
  const mixIds = useTrackMixIds(doc)
  const trackSize = useUiState((s) => s.trackSize)
  const laneHeight = LANE_HEIGHTS[trackSize]
  const selected = useMemo(() => new Set(selection), [selection])
  const problemsByLayer = useLintState().byLayer
  const onProblemPress = useCallback((p: EditorProblem) => revealProblem(editor, p), [editor])

  const maxStart = rows.reduce(
    (m, r) => r.clips.reduce((n, c) => Math.max(n, c.end ?? c.start), m),
    0,
  )
  const extentMs = Math.max(sceneEnd, maxStart, 5000)
  // Where open-ended clips end on screen: the scene's end, or the whole extent for a still.
  const fillEnd = sceneEnd > 0 ? sceneEnd : extentMs
  const scrollRef = useRef<HTMLDivElement>(null)
  const zoom = useTimelineZoom(scrollRef, extentMs, ui.setTimelinePreview)
  const { pxPerMs, view } = zoom
  usePublishTimelineScale(pxPerMs, view.left)
  const contentWidth = Math.max(extentMs * 1.15 * pxPerMs, view.width - HEADER_WIDTH)
  const visibleFrom = Math.max(0, (view.left - CULL_MARGIN_PX) / pxPerMs)
  const visibleTo = (view.left + view.width + CULL_MARGIN_PX) / pxPerMs

  const contentRef = useRef<HTMLDivElement>(null)
  // Roving tabindex: one clip is the tab stop (the last focused); ↑/↓/Home/End move focus.
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const tabStop = useMemo(
    () => tabStopClip(rows, activeKey, selection),
    [rows, activeKey, selection],
  )
  const pendingFocus = useRef<string | null>(null)
  useEffect(() => {
    const key = pendingFocus.current
    if (key === null || key !== tabStop) return
    pendingFocus.current = null
    contentRef.current?.querySelector<HTMLElement>(`[data-layer-key="${CSS.escape(key)}"]`)?.focus()
  }, [tabStop])
  const lanes = useKeyframeLanes()
  const gestures = useTimelineGestureHost(editor, ui, contentRef, {
    pxPerMs,
    sceneEnd,
    fillEnd,
    extentMs,
    readOnly,
    // Rows as drawn: under the ruler, each followed by its open keyframe lanes.
    layout: () =>
      stackedTimelineLayout(tracksOfDocument(editor.getState().document), {
        top: RULER_HEIGHT,
        laneHeight,
        rowPadding: ROW_PADDING,
        below: (trackPosition) => {
          const row = rows.find((r) => r.trackPosition === trackPosition)
          return row ? lanes.openIn(row).length * KEYFRAME_LANE_HEIGHT : 0
        },
      }),
  })
  const readFeedback = () => gestures.interaction.feedback
  const preview = useSyncExternalStore(
    useCallback((fn: () => void) => gestures.interaction.subscribe(fn), [gestures]),
    readFeedback,
    readFeedback,
  )

  const onClipPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>, key: string) => {
      const target = event.target as HTMLElement
      const edge = target.closest('[data-edge]')?.getAttribute('data-edge')
      const diamond = target.closest('[data-keyframe-index]')?.getAttribute('data-keyframe-index')
      const press: TimelineTarget =
        diamond != null
          ? { kind: 'clip', key, keyframe: Number(diamond) }
          : edge === 'start' || edge === 'end'
            ? { kind: 'clip', key, edge }
            : { kind: 'clip', key }
      gestures.press(event, press, {
        capture: true,
        ...(diamond != null && {
          onError: (error) =>
            actionSurfacesOf(ui).notify(`${retimeEdit}: ${error.message}`, 'error'),
        }),
      })
    },
    [gestures, ui, retimeEdit],
  )

  // A press on empty lane space (not a clip, a header, the ruler or a control) draws a marquee.
  const onContentPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const target = event.target as HTMLElement
    if (event.button !== 0 || !target.closest('.ps-timeline__lanes, .ps-timeline__row')) return
    if (target.closest('.ps-timeline__clip, .ps-timeline__header, button, input')) return
    const box = event.currentTarget.getBoundingClientRect()
    if (event.clientX - box.left < HEADER_WIDTH || event.clientY - box.top < RULER_HEIGHT) return
    event.preventDefault()
    gestures.press(event, { kind: 'empty' })
  }
  const marquee = preview.marquee && {
    left: HEADER_WIDTH + preview.marquee.fromMs * pxPerMs,
    right: HEADER_WIDTH + preview.marquee.toMs * pxPerMs,
    top: preview.marquee.top,
    bottom: preview.marquee.bottom,
  }

  const onKeyboardSelect = useCallback(
    (key: string, add: boolean) => {
      if (add) editor.addToSelection([key])
      else editor.select([key])
    },
    [editor],
  )

  const split = useRegisteredAction('split', readOnly)
  const contextMenu = useContextMenuTrigger('timeline-clip', { readOnly })
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    contextMenu.onKeyDown(event)
    if (event.defaultPrevented || readOnly) return
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return
    const focusedKey = target.closest('[data-layer-key]')?.getAttribute('data-layer-key') ?? null
    const focusMove = focusedKey === null ? null : clipFocusMoveOf(event)
    if (focusedKey !== null && focusMove) {
      event.preventDefault()
      const to = clipFocusTarget(rows, focusedKey, focusMove)
      if (to === null) return
      if (to === tabStop) {
        contentRef.current
          ?.querySelector<HTMLElement>(`[data-layer-key="${CSS.escape(to)}"]`)
          ?.focus()
      } else {
        pendingFocus.current = to
        setActiveKey(to)
      }
      return
    }
    try {
      if (handleTimelineKey(event, { editor, ui, focusedKey, sceneEnd: fillEnd, split: split.run }))
        event.preventDefault()
    } catch (error) {
      if (!(error instanceof EditorCommandError)) throw error
      event.preventDefault()
    }
  }

  const bodyHeight = rows.reduce(
    (h, r) =>
      h + r.lanes * laneHeight + 2 * ROW_PADDING + lanes.openIn(r).length * KEYFRAME_LANE_HEIGHT,
    0,
  )
  let rowTop = 0
  return (
    <TimelineGesturesContext.Provider value={gestures}>
      <div
        role="region"
        aria-label={t.label}
        className={['ps-timeline', className].filter(Boolean).join(' ')}
        data-track-size={trackSize}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          const key = (e.target as HTMLElement).getAttribute('data-layer-key')
          if (key !== null && e.target.classList.contains('ps-timeline__clip')) setActiveKey(key)
        }}
        onContextMenu={contextMenu.onContextMenu}
      >
        <div className="ps-timeline__toolbar">
          {!readOnly && <SplitButton split={split} />}
          {!readOnly && (
            <button type="button" onClick={() => editor.addTrack()}>
              {t.addTrack}
            </button>
          )}
          <span className="ps-timeline__spacer" />
          <SceneDurationControl durationMs={sceneEnd} />
          <TrackSizeSelect />
          <div className="ps-timeline__zoom" role="group" aria-label={t.zoom}>
            <button type="button" aria-label={t.zoomOut} onClick={() => zoom.zoomBy(1 / 1.5)}>
              −
            </button>
            <button type="button" aria-label={t.zoomIn} onClick={() => zoom.zoomBy(1.5)}>
              +
            </button>
            <button type="button" onClick={zoom.fit} aria-label={t.fit}>
              {t.fitShort}
            </button>
          </div>
        </div>
        <div className="ps-timeline__scroll" ref={scrollRef}>
          <div
            ref={contentRef}
            className="ps-timeline__content"
            data-px-per-ms={pxPerMs}
            onPointerDown={onContentPointerDown}
            style={{ width: HEADER_WIDTH + contentWidth, height: RULER_HEIGHT + bodyHeight }}
          >
            <div className="ps-timeline__ruler-row" style={{ height: RULER_HEIGHT }}>
              <div className="ps-timeline__corner" style={{ width: HEADER_WIDTH }} />
              <TimelineRuler
                pxPerMs={pxPerMs}
                width={contentWidth}
                fromMs={visibleFrom}
                toMs={visibleTo}
              />
            </div>
            {rows.flatMap((row, r) => {
              const height = row.lanes * laneHeight + 2 * ROW_PADDING
              const top = rowTop
              // Open keyframe lanes are rows of their own under their clip's track.
              const openLanes = lanes.openIn(row)
              rowTop += height + openLanes.length * KEYFRAME_LANE_HEIGHT
              const inView =
                top + height >= view.top - RULER_HEIGHT && top <= view.top + view.height
              const rowTopNow = top
              return [
                <div
                  key={row.trackPosition}
                  className="ps-timeline__row"
                  style={{ height }}
                  data-track-key={row.trackKey}
                  data-track-position={row.trackPosition}
                >
                  {inView ? (
                    <TimelineTrackHeader
                      name={row.name}
                      kind={row.kind}
                      trackPosition={row.trackPosition}
                      above={rows[r - 1]?.trackPosition ?? null}
                      below={rows[r + 1]?.trackPosition ?? null}
                      mixId={mixIds.get(row.trackPosition) ?? null}
                      layerKeys={row.clips.map((c) => c.key)}
                    />
                  ) : (
                    // Rows scrolled out of view keep their place but not their header's controls.
                    <div className="ps-timeline__header" style={{ width: HEADER_WIDTH }} />
                  )}
                  <div className="ps-timeline__lanes" style={{ width: contentWidth }}>
                    {row.clips.flatMap((clip) => {
                      const span = preview.spans.get(clip.key) ?? spanOf(clip)
                      const outside =
                        displayEnd(span, fillEnd) < visibleFrom || span.start > visibleTo
                      const top = ROW_PADDING + clip.lane * laneHeight + 1
                      // Lanes of a tall track scrolled out of view are skipped too.
                      const laneOut =
                        rowTopNow + top + laneHeight < view.top - RULER_HEIGHT - CULL_MARGIN_PX ||
                        rowTopNow + top > view.top + view.height + CULL_MARGIN_PX
                      // The tab-stop clip stays mounted so that Tab always reaches the clips.
                      if ((!inView || outside || laneOut) && clip.key !== tabStop) return []
                      return [
                        <TimelineClip
                          key={clip.key}
                          clip={clip}
                          span={span}
                          keyframes={previewKeyframes(clip, span, preview)}
                          offsetY={preview.track?.key === clip.key ? preview.track.offsetY : 0}
                          sceneEnd={sceneEnd}
                          fillEnd={fillEnd}
                          pxPerMs={pxPerMs}
                          top={top}
                          height={laneHeight - 2}
                          selected={selected.has(clip.key)}
                          tabIndex={clip.key === tabStop ? 0 : -1}
                          locked={locked.has(clip.key) || readOnly}
                          hidden={hidden.has(clip.key)}
                          onPointerDown={onClipPointerDown}
                          onKeyboardSelect={onKeyboardSelect}
                          problems={problemsByLayer.get(clip.key)}
                          onProblemPress={onProblemPress}
                        />,
                        clip.keyframes.length > 0 && (
                          <KeyframeLaneToggle
                            key={`keyframes-${clip.key}`}
                            clip={clip}
                            span={span}
                            fillEnd={fillEnd}
                            pxPerMs={pxPerMs}
                            top={top}
                            height={laneHeight - 2}
                            expanded={lanes.isOpen(clip.key)}
                            onToggle={lanes.toggle}
                          />
                        ),
                      ]
                    })}
                  </div>
                </div>,
                ...openLanes.map((clip) => (
                  <KeyframeLane
                    key={`lane-${clip.key}`}
                    clip={clip}
                    pxPerMs={pxPerMs}
                    contentWidth={contentWidth}
                    fillEnd={fillEnd}
                    readOnly={readOnly || locked.has(clip.key)}
                  />
                )),
              ]
            })}
            {rows.length === 0 && <p className="ps-timeline__empty">{t.empty}</p>}
            {marquee && (
              <div
                className="ps-timeline__marquee"
                data-testid="timeline-marquee"
                style={{
                  left: marquee.left,
                  top: marquee.top,
                  width: marquee.right - marquee.left,
                  height: marquee.bottom - marquee.top,
                }}
              />
            )}
            {/* A diamond dragged on its keyframe lane shows its snap line there. */}
            <TimelineSnapLine
              at={preview.keyframe?.lane ? null : preview.snapAt}
              pxPerMs={pxPerMs}
            />
            <TimelinePlayhead pxPerMs={pxPerMs} />
          </div>
        </div>
      </div>
    </TimelineGesturesContext.Provider>
  )
}

/** The keyframes a clip draws: moved with it while dragged, the dragged one where it is. */
function previewKeyframes(clip: ClipModel, span: Span, preview: TimelineFeedback) {
  if (preview.gesture === 'move' && preview.spans.has(clip.key)) {
    return clip.keyframes.map((m) => ({ ...m, time: m.time + span.start - clip.start }))
  }
  const k = preview.keyframe
  if (k && k.key === clip.key && !k.lane) {
    return clip.keyframes.map((m) => (m.index === k.index ? { ...m, time: k.time } : m))
  }
  return clip.keyframes
}

/** A clip's own span, the same object while the layer is (memo keeps the clip unrendered). */
const spanCache = new WeakMap<object, Span>()
function spanOf(clip: { layer: object; start: number; end: number | null }): Span {
  let span = spanCache.get(clip.layer)
  if (!span) {
    span = { start: clip.start, end: clip.end }
    spanCache.set(clip.layer, span)
  }
  return span
}

/**
 * Split at the playhead: enabled when a selected clip spans the playhead. Its accessible name is
 * "Split" so that it never matches a substring search for the "Play" button.
 */
function SplitButton({ split }: { split: ReturnType<typeof useRegisteredAction> }) {
  const t = useTranslations().timeline
  // Re-evaluated on every store change (document, selection, playhead); re-renders on a flip.
  const enabled = useEditorState(split.enabled)
  if (!split.action) return null
  return (
    <button
      type="button"
      className="ps-timeline__split"
      disabled={!enabled}
      aria-keyshortcuts="S"
      title={t.splitTitle}
      onClick={split.run}
    >
      {t.split}
    </button>
  )
}
