import { lazy, Suspense, useCallback, useRef, useState, type PointerEvent } from 'react'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { editOrNotify, retimeKeyframeTo } from './keyframe-edits.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { runAction } from '../state/actions/run-action.ts'
import { useAction } from '../state/actions/use-actions.ts'
import type { ClipModel } from './timeline-layout.ts'
import { FRAME_MS, HEADER_WIDTH } from './timeline-types.ts'
import { useTimelineFeedback, useTimelineGestures } from './timeline-gestures.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { useIdlePreload } from '../state/use-idle-preload.ts'

const loadEasingMenu = () => import('./EasingMenu.tsx')
/**
 * Loaded on first use: fetched when the page is idle after a lane mounts, or when the pointer or
 * the focus enters a lane (before a right-click or Enter can open it).
 */
const EasingMenu = lazy(() => loadEasingMenu().then((m) => ({ default: m.EasingMenu })))
const preloadEasingMenu = () => void loadEasingMenu()

/** Height of a keyframe lane row (screen px). */
export const KEYFRAME_LANE_HEIGHT = 28

export interface KeyframeLaneProps {
  clip: ClipModel
  pxPerMs: number
  /** Width of the time area (the rows' lanes). */
  contentWidth: number
  /** Where an open-ended clip ends on screen. */
  fillEnd: number
  /** Read-only timeline or locked layer: diamonds select but do not move. */
  readOnly: boolean
}

/**
 * The keyframes of one clip on a row of their own, under the clip's track: a diamond per
 * keyframe at its scene time. Drag a diamond to retime it (snaps to the playhead, clip edges and
 * other keyframes; Alt: no snap; one undo step; ←/→ a frame, Shift ten), click selects it, Delete
 * removes it, right-click
 * (or the lane's easing button) opens its easing menu; the header adds a keyframe at the playhead.
 */
export function KeyframeLane({
  clip,
  pxPerMs,
  contentWidth,
  fillEnd,
  readOnly,
}: KeyframeLaneProps) {
  const editor = useEditor()
  const ui = useUiStore()
  useIdlePreload(preloadEasingMenu)
  const t = useTranslations().keyframeLane
  const playheadMs = useEditorState((s) => s.session.playheadMs)
  const addKeyframe = useAction('add-keyframe')
  // Set at the end of a drag so the click that follows a retime does not also seek.
  const dragged = useRef(false)
  const [selected, setSelected] = useState<number | null>(null)
  const [menu, setMenu] = useState<{ index: number; x: number; y: number } | null>(null)
  const gestures = useTimelineGestures()
  // The retime in progress when it started on this lane (the clip's own diamonds show theirs).
  const keyframe = useTimelineFeedback((f) => f.keyframe)
  const snapAt = useTimelineFeedback((f) => f.snapAt)
  const preview = keyframe?.lane && keyframe.key === clip.key ? { ...keyframe, snapAt } : undefined

  const frames = clip.layer.timeline?.key_frames ?? []
  const end = clip.end ?? Math.max(fillEnd, clip.start)
  const inClip = playheadMs >= clip.start && playheadMs <= end
  const closeMenu = useCallback(() => setMenu(null), [setMenu])
  // A removed or reordered keyframe is no longer the selected one.
  const current = selected !== null && clip.keyframes.some((m) => m.index === selected)
  const selectedIndex = current ? selected : null

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (event.button !== 0) return
    event.stopPropagation()
    setSelected(index)
    dragged.current = false
    // Read-only or locked: the core interaction starts nothing, the click still seeks.
    gestures.press(
      event,
      { kind: 'keyframe', key: clip.key, index },
      {
        onEnd: (_end, moved) => {
          dragged.current = moved
        },
        onError: (error) => {
          dragged.current = true
          actionSurfacesOf(ui).notify(`${t.retimeEdit}: ${error.message}`, 'error')
        },
      },
    )
  }

  const openMenu = (index: number, x: number, y: number) => {
    setSelected(index)
    setMenu({ index, x, y })
  }
  const menuFrame = menu ? frames[menu.index] : undefined

  return (
    <div
      className="ps-timeline__row ps-keyframe-lane"
      style={{ height: KEYFRAME_LANE_HEIGHT }}
      data-keyframe-lane={clip.key}
      onPointerEnter={preloadEasingMenu}
      onFocus={preloadEasingMenu}
    >
      <div className="ps-timeline__header ps-keyframe-lane__header" style={{ width: HEADER_WIDTH }}>
        <span
          className="ps-keyframe-lane__title"
          title={formatMessage(t.toggle, { name: clip.name })}
        >
          ◆ {clip.name}
        </span>
        {!readOnly && (
          <button
            type="button"
            className="ps-keyframe-lane__button"
            aria-label={formatMessage(t.add, { name: clip.name })}
            title={t.addTitle}
            disabled={!inClip}
            onClick={() => {
              // The registered "Add keyframe at current time" on this clip's layer.
              if (!addKeyframe) return
              editor.select([clip.key])
              const before = editor.document
              runAction(addKeyframe, editor, { store: ui, readOnly })
              if (editor.document === before) return
              const at = Math.round(editor.session.playheadMs - clip.start)
              const frames = editor.getLayer(clip.key)?.layer.timeline?.key_frames ?? []
              const index = frames.findIndex((k) => k?.timestamp === at)
              if (index >= 0) setSelected(index)
            }}
          >
            +◆
          </button>
        )}
        <button
          type="button"
          className="ps-keyframe-lane__button"
          aria-label={formatMessage(t.easingOfSelected, { name: clip.name })}
          title={t.easingOfSelectedTitle}
          disabled={selectedIndex === null}
          onClick={(e) => {
            const r = e.currentTarget.getBoundingClientRect()
            if (selectedIndex !== null) openMenu(selectedIndex, r.left, r.bottom + 4)
          }}
        >
          ∿
        </button>
      </div>
      <div
        className="ps-timeline__lanes ps-keyframe-lane__track"
        style={{ width: contentWidth }}
        role="group"
        aria-label={formatMessage(t.lane, { name: clip.name })}
      >
        <span
          className="ps-keyframe-lane__span"
          style={{ left: clip.start * pxPerMs, width: Math.max(2, (end - clip.start) * pxPerMs) }}
          aria-hidden="true"
        />
        {clip.keyframes.map(({ index, time: stored }) => {
          const time = preview?.index === index ? preview.time : stored
          const timestamp = Math.round((time - clip.start) * 1000) / 1000
          const func = frames[index]?.func ?? 'linear'
          return (
            <button
              key={index}
              type="button"
              className="ps-keyframe-lane__diamond"
              data-keyframe-index={index}
              style={{ left: time * pxPerMs }}
              aria-label={formatMessage(t.keyframe, { ms: timestamp, name: clip.name })}
              aria-pressed={selectedIndex === index}
              title={`${timestamp} ms, ${func}`}
              onPointerDown={(e) => onPointerDown(e, index)}
              onClick={() => {
                // Selecting a keyframe moves the playhead onto it (not after a drag).
                setSelected(index)
                if (!dragged.current) editor.seek(stored)
                dragged.current = false
              }}
              onContextMenu={(e) => {
                e.preventDefault()
                e.stopPropagation()
                const r = e.currentTarget.getBoundingClientRect()
                openMenu(index, e.clientX || r.left, (e.clientY || r.bottom) + 4)
              }}
              onKeyDown={(e) => {
                const arrow = e.key === 'ArrowLeft' || e.key === 'ArrowRight'
                if (e.key !== 'Delete' && e.key !== 'Backspace' && !arrow) return
                if (arrow && (e.ctrlKey || e.metaKey || e.altKey)) return
                // The keyframe, not the layer: the timeline's own keys do not run.
                e.preventDefault()
                e.stopPropagation()
                if (readOnly) return
                if (arrow) {
                  // One frame (Shift: ten) earlier or later, kept within the clip.
                  const step = (e.key === 'ArrowLeft' ? -1 : 1) * (e.shiftKey ? 10 : 1) * FRAME_MS
                  const to = Math.min(end, Math.max(clip.start, stored + step))
                  setSelected(index)
                  editOrNotify(ui, t.retimeEdit, () =>
                    retimeKeyframeTo(
                      editor,
                      clip.key,
                      { index, time: stored, start: clip.start },
                      to,
                    ),
                  )
                  return
                }
                editOrNotify(ui, t.removeEdit, () => editor.removeKeyframe(clip.key, index))
                setSelected(null)
              }}
            />
          )
        })}
        {preview?.snapAt != null && (
          <span
            className="ps-keyframe-lane__snap"
            style={{ left: preview.snapAt * pxPerMs }}
            aria-hidden="true"
          />
        )}
      </div>
      {menu && menuFrame && (
        <Suspense fallback={null}>
          <EasingMenu
            func={menuFrame.func}
            label={formatMessage(t.easingOf, { ms: menuFrame.timestamp ?? 0, name: clip.name })}
            at={menu}
            disabled={readOnly}
            onClose={closeMenu}
            onPick={(func) => {
              const ok = editOrNotify(ui, t.easingEdit, () =>
                editor.setKeyframeEasing(clip.key, menu.index, func),
              )
              if (ok && !func.startsWith('cubic-bezier')) setMenu(null)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
