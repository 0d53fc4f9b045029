import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'
import type { Editor } from '@podscene/core'
import type { UiStore } from '../state/ui-store.ts'
import type { RowModel } from './timeline-layout.ts'
import { clipsInRect, rectBetween, type ContentRect } from './timeline-marquee.ts'
import { HEADER_WIDTH, RULER_HEIGHT } from './timeline-types.ts'

/** Pixels a press on empty space must travel before it draws a marquee (a shorter one clears). */
const MARQUEE_SLOP_PX = 3

interface MarqueeInputs {
  rows: readonly RowModel[]
  pxPerMs: number
  fillEnd: number
  /** The "Track height" preset's lane height (px). */
  laneHeight: number
}

/**
 * Marquee selection on the timeline: a press on empty lane space and a drag draw a rectangle;
 * on release the clips it touches (locked ones left out) become the selection, with Shift added
 * to it. A click on empty space without a drag clears the selection (Shift: keeps it). Escape
 * during the drag cancels. Selection is session state: no undo step.
 */
export function useTimelineMarquee(
  editor: Editor,
  ui: UiStore,
  contentRef: RefObject<HTMLElement | null>,
  inputs: MarqueeInputs,
) {
  const [rect, setRect] = useState<ContentRect | null>(null)
  const latest = useRef(inputs)
  latest.current = inputs
  const abortRef = useRef<(() => void) | null>(null)

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || abortRef.current) return
      const target = event.target as HTMLElement
      // Only empty space among the lanes: not a clip, a header, the ruler or a control.
      if (!target.closest('.ps-timeline__lanes, .ps-timeline__row')) return
      if (target.closest('.ps-timeline__clip, .ps-timeline__header, button, input')) return
      const content = contentRef.current
      if (!content) return
      const toContent = (e: { clientX: number; clientY: number }) => {
        const box = content.getBoundingClientRect()
        return { x: e.clientX - box.left, y: e.clientY - box.top }
      }
      const from = toContent(event)
      if (from.x < HEADER_WIDTH || from.y < RULER_HEIGHT) return
      event.preventDefault()
      const pointerId = event.pointerId
      const additive = event.shiftKey
      const startX = event.clientX
      const startY = event.clientY
      let moved = false
      let current: ContentRect | null = null
      const move = (e: globalThis.PointerEvent) => {
        if (e.pointerId !== pointerId) return
        if (!moved && Math.hypot(e.clientX - startX, e.clientY - startY) < MARQUEE_SLOP_PX) return
        moved = true
        current = rectBetween(from, toContent(e))
        setRect(current)
      }
      const finish = (commit: boolean) => {
        window.removeEventListener('pointermove', move)
        window.removeEventListener('pointerup', up)
        window.removeEventListener('pointercancel', cancel)
        window.removeEventListener('keydown', escape, true)
        abortRef.current = null
        setRect(null)
        if (!commit) return
        if (!moved || !current) {
          if (!additive) editor.clearSelection()
          return
        }
        const { rows, pxPerMs, fillEnd, laneHeight } = latest.current
        const { locked } = ui.getState()
        const keys = clipsInRect(rows, pxPerMs, fillEnd, current, laneHeight).filter(
          (k) => !locked.has(k),
        )
        if (additive) {
          if (keys.length) editor.addToSelection(keys)
        } else editor.select(keys)
      }
      const up = (e: globalThis.PointerEvent) => {
        if (e.pointerId === pointerId) finish(true)
      }
      const cancel = (e: globalThis.PointerEvent) => {
        if (e.pointerId === pointerId) finish(false)
      }
      const escape = (e: KeyboardEvent) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        e.stopPropagation()
        finish(false)
      }
      abortRef.current = () => finish(false)
      window.addEventListener('pointermove', move)
      window.addEventListener('pointerup', up)
      window.addEventListener('pointercancel', cancel)
      window.addEventListener('keydown', escape, true)
    },
    [editor, ui, contentRef],
  )

  useEffect(() => () => abortRef.current?.(), [])
  return { rect, onPointerDown }
}
