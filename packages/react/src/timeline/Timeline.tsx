import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react'
import { EditorCommandError, tracksOfDocument } from '@podscene/core'
import { editableSelection } from '../state/editable-layers.ts'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { useCompiledScene } from '../state/use-layers-at-playhead.ts'
import { useUiState } from '../state/use-ui-state.ts'
import { applyClipDrag } from './apply-clip-drag.ts'
import { dragClips, nearest, type ClipDragKind, type Span } from './clip-drag.ts'
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
import {
  CULL_MARGIN_PX,
  HEADER_WIDTH,
  ROW_PADDING,
  RULER_HEIGHT,
  TIMELINE_SNAP_PX,
} from './timeline-types.ts'
import { useTimelineZoom } from './use-timeline-zoom.ts'
import { usePublishTimelineScale } from './use-publish-timeline-scale.ts'
import { useTrackMixIds } from './use-track-mix-ids.ts'
import { useTimelineMarquee } from './use-timeline-marquee.ts'
import { clipFocusMoveOf, clipFocusTarget, tabStopClip } from './timeline-focus.ts'
import { retimeKeyframeTo } from './keyframe-edits.ts'
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

/** A clip gesture, or dragging one keyframe diamond along its clip (retime). */
type GestureKind = ClipDragKind | 'keyframe'

interface KeyframeDrag {
  index: number
  /** Scene time of the keyframe before the drag, and of its clip's start / end. */
  time: number
  start: number
  end: number
}

interface Preview {
  kind: GestureKind
  spans: Map<string, Span>
  snapAt: number | null
  /** The dragged keyframe's scene time (keyframe gestures). */
  keyframe?: { key: string; index: number; time: number }
  /** A single moved clip over another track's row: that track and the vertical offset drawn. */
  track?: { key: string; trackPosition: number; offsetY: number }
}

interface RowBox {
  top: number
  bottom: number
  trackPosition: number
}

interface ActiveDrag {
  pointerId: number
  kind: GestureKind
  keyframe: KeyframeDrag | null
  /** Rows on screen at the start (a single moved clip can change track), and its own. */
  rowBoxes: RowBox[]
  origin: { trackPosition: number; top: number; lane: number } | null
  startX: number
  moved: boolean
  key: string
  shift: boolean
  spans: Map<string, Span>
  targets: number[]
  fillEnd: number
  last: Preview | null
  /** Drops the gesture without writing (Escape, pointercancel, unmount). */
  abort(): void
}

/** Pixels a press must travel before it becomes a drag (a shorter press is a click). */
const DRAG_SLOP_PX = 3

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
  const marquee = useTimelineMarquee(editor, ui, contentRef, {
    rows,
    pxPerMs,
    fillEnd,
    laneHeight,
  })

  const [preview, setPreview] = useState<Preview | null>(null)
  const lanes = useKeyframeLanes()
  const drag = useRef<ActiveDrag | null>(null)
  const state = useRef({ sceneEnd, fillEnd, pxPerMs, rows, readOnly, laneHeight })
  state.current = { sceneEnd, fillEnd, pxPerMs, rows, readOnly, laneHeight }

  const onClipPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>, key: string) => {
      if (event.button !== 0 || drag.current) return
      const { sceneEnd, fillEnd, rows, readOnly } = state.current
      const isSelected = editor.getState().session.selection.includes(key)
      if (event.shiftKey) {
        if (!isSelected) editor.addToSelection([key])
      } else if (!isSelected) editor.select([key])
      if (readOnly || ui.getState().locked.has(key)) return
      const target = event.target as HTMLElement
      const edge = target.closest('[data-edge]')?.getAttribute('data-edge')
      const diamond = target.closest('[data-keyframe-index]')?.getAttribute('data-keyframe-index')
      const kind: GestureKind =
        diamond != null
          ? 'keyframe'
          : edge === 'start'
            ? 'trim-start'
            : edge === 'end'
              ? 'trim-end'
              : 'move'
      const keys = new Set(kind === 'move' ? editableSelection(editor, ui) : [])
      // A keyframe snaps to its own clip's edges and keyframes too.
      if (kind !== 'keyframe') keys.add(key)
      let keyframe: KeyframeDrag | null = null
      const spans = new Map<string, Span>()
      const targets = [0, editor.getState().session.playheadMs]
      if (sceneEnd > 0) targets.push(sceneEnd)
      for (const row of rows) {
        for (const clip of row.clips) {
          if (clip.key === key && kind === 'keyframe') {
            const mark = clip.keyframes.find((m) => m.index === Number(diamond))
            if (mark) {
              const end = clip.end ?? Infinity
              keyframe = { index: mark.index, time: mark.time, start: clip.start, end }
            }
          }
          if (keys.has(clip.key)) spans.set(clip.key, { start: clip.start, end: clip.end })
          else {
            targets.push(clip.start, ...clip.keyframes.map((m) => m.time), ...clip.words)
            if (clip.end !== null) targets.push(clip.end)
          }
        }
      }
      if (kind === 'keyframe' && !keyframe) return
      // One clip moved alone may go to another track: read the rows' boxes once per gesture.
      let rowBoxes: RowBox[] = []
      let origin: ActiveDrag['origin'] = null
      if (kind === 'move' && spans.size === 1) {
        const region = event.currentTarget.closest('.ps-timeline')
        rowBoxes = [...(region?.querySelectorAll<HTMLElement>('[data-track-position]') ?? [])].map(
          (el) => {
            const r = el.getBoundingClientRect()
            return { top: r.top, bottom: r.bottom, trackPosition: Number(el.dataset.trackPosition) }
          },
        )
        const row = rows.find((rw) => rw.clips.some((c) => c.key === key))
        const box = rowBoxes.find((b) => b.trackPosition === row?.trackPosition)
        const lane = row?.clips.find((c) => c.key === key)?.lane ?? 0
        if (row && box) origin = { trackPosition: row.trackPosition, top: box.top, lane }
      }
      try {
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // Synthetic pointers cannot be captured; the window listeners below still see them.
      }
      drag.current = {
        pointerId: event.pointerId,
        kind,
        keyframe,
        rowBoxes,
        origin,
        startX: event.clientX,
        moved: false,
        key,
        shift: event.shiftKey,
        spans,
        targets,
        fillEnd,
        last: null,
        abort: () => finish(false),
      }
      const move = (e: PointerEvent) => {
        const d = drag.current
        if (!d || e.pointerId !== d.pointerId) return
        const dx = e.clientX - d.startX
        if (!d.moved && Math.abs(dx) < DRAG_SLOP_PX) return
        d.moved = true
        const px = state.current.pxPerMs
        const thresholdMs = e.altKey ? 0 : TIMELINE_SNAP_PX / px
        if (d.keyframe) {
          const k = d.keyframe
          const clamp = (t: number) => Math.min(k.end, Math.max(k.start, t))
          let time = clamp(Math.round(k.time + dx / px))
          const snap = thresholdMs > 0 ? nearest([time], d.targets, thresholdMs) : null
          const snapped = snap && clamp(snap.at) === snap.at
          if (snapped) time = snap.at
          d.last = {
            kind: 'keyframe',
            spans: d.spans,
            snapAt: snapped ? snap.at : null,
            keyframe: { key: d.key, index: k.index, time },
          }
          setPreview(d.last)
          return
        }
        const result = dragClips({
          kind: d.kind as ClipDragKind,
          spans: d.spans,
          deltaMs: dx / px,
          targets: d.targets,
          thresholdMs,
          sceneEnd: d.fillEnd,
        })
        d.last = { kind: d.kind, ...result }
        const over = d.origin && d.rowBoxes.find((b) => e.clientY >= b.top && e.clientY < b.bottom)
        if (d.origin && over && over.trackPosition !== d.origin.trackPosition) {
          const offsetY = over.top - d.origin.top - d.origin.lane * state.current.laneHeight
          d.last.track = { key: d.key, trackPosition: over.trackPosition, offsetY }
        }
        setPreview(d.last)
      }
      const finish = (commit: boolean) => {
        const d = drag.current
        drag.current = null
        window.removeEventListener('pointermove', move)
        window.removeEventListener('pointerup', up)
        window.removeEventListener('pointercancel', cancel)
        window.removeEventListener('keydown', escape, true)
        setPreview(null)
        if (!d) return
        if (!d.moved) {
          // A click on one of several selected clips selects only it.
          if (commit && !d.shift && editor.getState().session.selection.length > 1) {
            editor.select([d.key])
          }
          return
        }
        if (!commit || !d.last) return
        if (d.keyframe && d.last.keyframe) {
          retimeKeyframeTo(editor, d.key, d.keyframe, d.last.keyframe.time)
        } else if (d.kind !== 'keyframe') {
          const to = d.last.track
          applyClipDrag(
            editor,
            d.kind,
            d.spans,
            d.last.spans,
            to && { key: to.key, track: to.trackPosition },
          )
        }
      }
      const up = (e: PointerEvent) => {
        if (drag.current && e.pointerId === drag.current.pointerId) finish(true)
      }
      const cancel = (e: PointerEvent) => {
        if (drag.current && e.pointerId === drag.current.pointerId) finish(false)
      }
      const escape = (e: KeyboardEvent) => {
        if (e.key !== 'Escape' || !drag.current?.moved) return
        e.preventDefault()
        e.stopPropagation()
        finish(false)
      }
      window.addEventListener('pointermove', move)
      window.addEventListener('pointerup', up)
      window.addEventListener('pointercancel', cancel)
      window.addEventListener('keydown', escape, true)
    },
    [editor, ui],
  )

  const onKeyboardSelect = useCallback(
    (key: string, add: boolean) => {
      if (add) editor.addToSelection([key])
      else editor.select([key])
    },
    [editor],
  )

  // Unmounted mid-drag: drop the gesture and its window listeners.
  useEffect(() => () => drag.current?.abort(), [])

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
          onPointerDown={marquee.onPointerDown}
          style={{ width: HEADER_WIDTH + contentWidth, height: RULER_HEIGHT + bodyHeight }}
        >
          <div className="ps-timeline__ruler-row" style={{ height: RULER_HEIGHT }}>
            <div className="ps-timeline__corner" style={{ width: HEADER_WIDTH }} />
            <TimelineRuler
              pxPerMs={pxPerMs}
              width={contentWidth}
              fromMs={visibleFrom}
              toMs={visibleTo}
              maxMs={extentMs}
            />
          </div>
          {rows.flatMap((row, r) => {
            const height = row.lanes * laneHeight + 2 * ROW_PADDING
            const top = rowTop
            // Open keyframe lanes are rows of their own under their clip's track.
            const openLanes = lanes.openIn(row)
            rowTop += height + openLanes.length * KEYFRAME_LANE_HEIGHT
            const inView = top + height >= view.top - RULER_HEIGHT && top <= view.top + view.height
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
                    const span = preview?.spans.get(clip.key) ?? spanOf(clip)
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
                        offsetY={preview?.track?.key === clip.key ? preview.track.offsetY : 0}
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
                  sceneEnd={sceneEnd}
                  readOnly={readOnly || locked.has(clip.key)}
                />
              )),
            ]
          })}
          {rows.length === 0 && <p className="ps-timeline__empty">{t.empty}</p>}
          {marquee.rect && (
            <div
              className="ps-timeline__marquee"
              data-testid="timeline-marquee"
              style={{
                left: marquee.rect.left,
                top: marquee.rect.top,
                width: marquee.rect.right - marquee.rect.left,
                height: marquee.rect.bottom - marquee.rect.top,
              }}
            />
          )}
          <TimelineSnapLine at={preview?.snapAt ?? null} pxPerMs={pxPerMs} />
          <TimelinePlayhead pxPerMs={pxPerMs} />
        </div>
      </div>
    </div>
  )
}

/** The keyframes a clip draws: moved with it while dragged, the dragged one where it is. */
function previewKeyframes(clip: ClipModel, span: Span, preview: Preview | null) {
  if (preview?.kind === 'move' && preview.spans.has(clip.key)) {
    return clip.keyframes.map((m) => ({ ...m, time: m.time + span.start - clip.start }))
  }
  const k = preview?.keyframe
  if (k && k.key === clip.key) {
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
