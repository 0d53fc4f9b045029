import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react'
import { tracksOfDocument } from '@podscene/core'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { nearest } from './clip-drag.ts'
import { EasingMenu } from './EasingMenu.tsx'
import { editOrNotify, retimeKeyframeTo } from './keyframe-edits.ts'
import { runAction } from '../state/actions/run-action.ts'
import { useAction } from '../state/actions/use-actions.ts'
import { timelineRows, type ClipModel } from './timeline-layout.ts'
import { FRAME_MS, HEADER_WIDTH, TIMELINE_SNAP_PX } from './timeline-types.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

/** Height of a keyframe lane row (screen px). */
export const KEYFRAME_LANE_HEIGHT = 28
const DRAG_SLOP_PX = 3

export interface KeyframeLaneProps {
  clip: ClipModel
  pxPerMs: number
  /** Width of the time area (the rows' lanes). */
  contentWidth: number
  /** Where an open-ended clip ends on screen. */
  fillEnd: number
  /** The scene's duration (a snap target; 0 for a still). */
  sceneEnd: number
  /** Read-only timeline or locked layer: diamonds select but do not move. */
  readOnly: boolean
}

interface LaneDrag {
  index: number
  time: number
  startX: number
  moved: boolean
  targets: number[]
  pointerId: number
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
  sceneEnd,
  readOnly,
}: KeyframeLaneProps) {
  const editor = useEditor()
  const ui = useUiStore()
  const t = useTranslations().keyframeLane
  const playheadMs = useEditorState((s) => s.session.playheadMs)
  const addKeyframe = useAction('add-keyframe')
  // Set at the end of a drag so the click that follows a retime does not also seek.
  const dragged = useRef(false)
  const [selected, setSelected] = useState<number | null>(null)
  const [preview, setPreview] = useState<{ index: number; time: number; snapAt: number | null }>()
  const [menu, setMenu] = useState<{ index: number; x: number; y: number } | null>(null)
  const drag = useRef<{ abort(): void } | null>(null)
  useEffect(() => () => drag.current?.abort(), [])

  const frames = clip.layer.timeline?.key_frames ?? []
  const end = clip.end ?? Math.max(fillEnd, clip.start)
  const inClip = playheadMs >= clip.start && playheadMs <= end
  const closeMenu = useCallback(() => setMenu(null), [setMenu])
  // A removed or reordered keyframe is no longer the selected one.
  const current = selected !== null && clip.keyframes.some((m) => m.index === selected)
  const selectedIndex = current ? selected : null

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, index: number, time: number) => {
    if (event.button !== 0 || drag.current) return
    event.stopPropagation()
    setSelected(index)
    dragged.current = false
    if (readOnly) return
    const targets = [0, editor.getState().session.playheadMs]
    if (sceneEnd > 0) targets.push(sceneEnd)
    for (const row of timelineRows(tracksOfDocument(editor.getState().document))) {
      for (const c of row.clips) {
        targets.push(c.start, ...c.words)
        if (c.end !== null) targets.push(c.end)
        for (const m of c.keyframes)
          if (c.key !== clip.key || m.index !== index) targets.push(m.time)
      }
    }
    const d: LaneDrag = {
      index,
      time,
      startX: event.clientX,
      moved: false,
      targets,
      pointerId: event.pointerId,
    }
    const clamp = (t: number) => Math.min(end, Math.max(clip.start, t))
    let last: number | null = null
    const move = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== d.pointerId) return
      const dx = e.clientX - d.startX
      if (!d.moved && Math.abs(dx) < DRAG_SLOP_PX) return
      d.moved = true
      let t = clamp(Math.round(d.time + dx / pxPerMs))
      const snap = e.altKey ? null : nearest([t], d.targets, TIMELINE_SNAP_PX / pxPerMs)
      const snapped = snap !== null && clamp(snap.at) === snap.at
      if (snapped) t = snap.at
      last = t
      setPreview({ index, time: t, snapAt: snapped ? snap.at : null })
    }
    const finish = (commit: boolean) => {
      drag.current = null
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', cancel)
      window.removeEventListener('keydown', escape, true)
      setPreview(undefined)
      dragged.current = d.moved
      if (!commit || !d.moved || last === null) return
      const to = last
      editOrNotify(ui, t.retimeEdit, () =>
        retimeKeyframeTo(editor, clip.key, { index, time: d.time, start: clip.start }, to),
      )
    }
    const up = (e: globalThis.PointerEvent) => e.pointerId === d.pointerId && finish(true)
    const cancel = (e: globalThis.PointerEvent) => e.pointerId === d.pointerId && finish(false)
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !d.moved) return
      e.preventDefault()
      e.stopPropagation()
      finish(false)
    }
    drag.current = { abort: () => finish(false) }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', cancel)
    window.addEventListener('keydown', escape, true)
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
              onPointerDown={(e) => onPointerDown(e, index, stored)}
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
      )}
    </div>
  )
}
