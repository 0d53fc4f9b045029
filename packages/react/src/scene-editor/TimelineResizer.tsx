import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslations } from '../i18n/use-translations.tsx'
import {
  clampTimelineHeight,
  defaultTimelineHeight,
  TIMELINE_HEIGHT_LIMITS,
  TIMELINE_HEIGHT_VARIABLE,
} from './timeline-height.ts'

/** Room under the last track (border, a horizontal scrollbar) in a default height (px). */
const CONTENT_SLACK = 20
/** Arrow keys move the separator by this many px (Shift: four times as far). */
const KEY_STEP = 16

export interface TimelineResizerProps {
  /** The height the embedder kept (px); without one, 30 % of the editor's height. */
  defaultHeight?: number
  /** After a drag or a key: the new height (e.g. to keep it for the next session). */
  onResize?(height: number): void
}

interface Room {
  editor: number
  /** Heights of the rows that are neither the canvas nor the timeline. */
  others: number
  /** The height that shows every track of a <Timeline/> (null: another timeline). */
  content: number | null
}

/**
 * The separator between the canvas and the timeline (WAI-ARIA window splitter, "Resize
 * timeline"): drag it up to make the timeline taller, or focus it and use ↑/↓ (Shift: larger
 * steps), Home/End. The height (`aria-valuenow`, px) is written to the editor root's
 * `--ps-timeline-size`; it follows the window (a default height is a share of the editor, and a
 * kept one never leaves the canvas less than MIN_CANVAS_HEIGHT).
 */
export function TimelineResizer({ defaultHeight, onResize }: TimelineResizerProps) {
  const t = useTranslations().sceneEditor
  const ref = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState<number | null>(defaultHeight ?? null)
  const [room, setRoom] = useState<Room | null>(null)
  const drag = useRef<{ stop(): void } | null>(null)
  useEffect(() => () => drag.current?.stop(), [])

  const rootOf = () => ref.current?.closest<HTMLElement>('.ps-scene-editor') ?? null
  const measure = () => roomIn(rootOf())

  // The editor's height: the default and the room follow the window.
  useEffect(() => {
    const root = ref.current?.closest<HTMLElement>('.ps-scene-editor')
    if (!root) return
    const read = () =>
      setRoom((r) => {
        const next = roomIn(root)
        return next &&
          r &&
          next.editor === r.editor &&
          next.others === r.others &&
          next.content === r.content
          ? r
          : next
      })
    read()
    const observer = new ResizeObserver(read)
    observer.observe(root)
    // Tracks added or removed, another track height: a default height follows what they need.
    const content = root.querySelector(':scope > .ps-timeline .ps-timeline__content')
    if (content) observer.observe(content)
    return () => observer.disconnect()
  }, [])

  const heightFor = (w: number | null, r: Room | null) =>
    r
      ? clampTimelineHeight(
          w ?? defaultTimelineHeight(r.editor, r.content, r.others),
          r.editor,
          r.others,
        )
      : null
  const height = heightFor(wanted, room)

  useEffect(() => {
    const root = rootOf()
    if (root && height !== null) root.style.setProperty(TIMELINE_HEIGHT_VARIABLE, `${height}px`)
  }, [height])

  const apply = (next: number) => {
    const r = measure() ?? room
    const clamped = heightFor(next, r) ?? next
    setRoom(r)
    setWanted(clamped)
    return clamped
  }

  // The drag follows the pointer on window, so it goes on over the canvas and off the page.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || height === null) return
    event.preventDefault()
    event.currentTarget.focus()
    const start = { y: event.clientY, height }
    const move = (e: globalThis.PointerEvent) => apply(start.height + (start.y - e.clientY))
    const up = (e: globalThis.PointerEvent) => {
      stop()
      const next = move(e)
      if (next !== start.height) onResize?.(next)
    }
    const stop = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', up)
      drag.current = null
    }
    drag.current?.stop()
    drag.current = { stop }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', up)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (height === null) return
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP
    let next: number
    if (event.key === 'ArrowUp') next = height + step
    else if (event.key === 'ArrowDown') next = height - step
    else if (event.key === 'Home') next = TIMELINE_HEIGHT_LIMITS.min
    else if (event.key === 'End') next = TIMELINE_HEIGHT_LIMITS.max
    else return
    // Handled here: the editor's shortcuts (arrows nudge) must not see it.
    event.preventDefault()
    event.stopPropagation()
    const applied = apply(next)
    if (applied !== height) onResize?.(applied)
  }

  return (
    <div
      ref={ref}
      role="separator"
      aria-orientation="horizontal"
      aria-label={t.resizeTimeline}
      aria-valuenow={height ?? undefined}
      aria-valuemin={TIMELINE_HEIGHT_LIMITS.min}
      aria-valuemax={
        room ? heightFor(TIMELINE_HEIGHT_LIMITS.max, room)! : TIMELINE_HEIGHT_LIMITS.max
      }
      tabIndex={0}
      className="ps-timeline-resizer"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  )
}

/** The editor's height and that of its rows that are neither the canvas nor the timeline. */
function roomIn(root: HTMLElement | null): Room | null {
  if (!root) return null
  const canvas = root.querySelector<HTMLElement>(':scope > .ps-scene-editor__canvas')
  const timeline = root.querySelector<HTMLElement>(':scope > .ps-timeline')
  const editor = root.clientHeight
  const others = editor - (canvas?.offsetHeight ?? 0) - (timeline?.offsetHeight ?? 0)
  const toolbar = timeline?.querySelector<HTMLElement>('.ps-timeline__toolbar')
  const content = timeline?.querySelector<HTMLElement>('.ps-timeline__content')
  // The toolbar, the ruler and rows, the timeline's border and a horizontal scrollbar's room.
  const needed =
    toolbar && content ? toolbar.offsetHeight + content.offsetHeight + CONTENT_SLACK : null
  return { editor, others, content: needed }
}
