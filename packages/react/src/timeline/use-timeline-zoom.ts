import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { CULL_MARGIN_PX, HEADER_WIDTH } from './timeline-types.ts'
import {
  NO_PREVIEW,
  committedScrollLeft,
  previewLeavesMounted,
  previewPxPerMs,
  zoomPreviewAbout,
  type ZoomPreview,
} from './zoom-preview.ts'

export interface TimelineView {
  left: number
  top: number
  width: number
  height: number
}

/** Zoom limits in screen px per ms: 1 px per 2 s up to 2 px per ms. */
export const MIN_PX_PER_MS = 0.0005
export const MAX_PX_PER_MS = 2
/** A wheel / pinch zoom gesture is committed this long after its last event. */
export const ZOOM_SETTLE_MS = 120

const clampZoom = (z: number) => Math.min(MAX_PX_PER_MS, Math.max(MIN_PX_PER_MS, z))

/**
 * The timeline's zoom (px per ms) and scroll view: session state of this component, never saved.
 * Starts fitted to the scene; `zoomBy` (buttons) keeps the left edge's time; `fit` shows the
 * whole extent. While fitted (at the start and after `fit`, until the user zooms) it fits again
 * when the timeline's width changes (a window resized, a panel dragged); not when the extent
 * does, so a clip dragged past the end does not rescale the lanes under the pointer. Ctrl/Cmd+wheel and pinch zoom about the pointer (the time under it stays under
 * it) as a gesture: each event only transforms the lanes (no layout, see zoom-preview.ts), and
 * the zoom is committed once the gesture settles, when it would show lanes where no clip is
 * mounted, or before anything else uses the scale (a pointer press, a button).
 */
export function useTimelineZoom(
  scrollRef: RefObject<HTMLDivElement | null>,
  extentMs: number,
  /** Told of each preview drawn and of its end (null), for views that follow the timeline. */
  onPreview?: (preview: ZoomPreview | null) => void,
) {
  const [pxPerMs, setPxPerMs] = useState(0.1)
  const [view, setView] = useState<TimelineView>({ left: 0, top: 0, width: 800, height: 200 })
  /** The width last fitted to, while the zoom follows it (null: the user zoomed). */
  const fitted = useRef<{ width: number } | null>({ width: 0 })
  /** Scroll position to apply after the next zoom render: [time, offset from the lanes' left]. */
  const anchor = useRef<[number, number] | null>(null)
  const zoomRef = useRef(pxPerMs)
  zoomRef.current = pxPerMs
  const extentRef = useRef(extentMs)
  extentRef.current = extentMs
  const preview = useRef<ZoomPreview | null>(null)
  const settle = useRef(0)
  const onPreviewRef = useRef(onPreview)
  onPreviewRef.current = onPreview
  /** Draws `shown` on the lanes (null: none) and tells the views that follow. */
  const show = useCallback((el: HTMLElement, shown: ZoomPreview | null) => {
    if (drawPreview(el, shown)) onPreviewRef.current?.(shown)
  }, [])

  /** Moves to zoom `z` keeping the time at `offsetX` (px from the lanes' left) in place. */
  const commitZoom = useCallback((z: number, t: number, offsetX: number) => {
    fitted.current = null
    anchor.current = [t, offsetX]
    setPxPerMs(z)
    // The view moves in the same render as the zoom, so that the scroll the anchor makes
    // does not render the timeline a second time.
    const left = Math.max(0, Math.round(t * z - offsetX))
    setView((v) => (v.left === left ? v : { ...v, left }))
  }, [])

  /** Lays the timeline out at the zoom the gesture in progress shows (no-op without one). */
  const commitPreview = useCallback(() => {
    window.clearTimeout(settle.current)
    const p = preview.current
    const el = scrollRef.current
    if (!p || !el) return
    preview.current = null
    const z = previewPxPerMs(p)
    if (z === zoomRef.current) {
      show(el, null)
      return
    }
    flushSync(() => commitZoom(z, committedScrollLeft(p, el.scrollLeft) / z, 0))
  }, [scrollRef, commitZoom, show])

  const zoomAround = useCallback(
    (next: number, offsetX: number) => {
      const el = scrollRef.current
      const z = clampZoom(next)
      commitPreview()
      if (!el || z === zoomRef.current) return
      commitZoom(z, (el.scrollLeft + offsetX) / zoomRef.current, offsetX)
    },
    [scrollRef, commitPreview, commitZoom],
  )

  /** One event of a zoom gesture about `offsetX` (px from the lanes' left edge). */
  const previewZoom = useCallback(
    (factor: number, offsetX: number) => {
      const el = scrollRef.current
      if (!el) return
      const current = preview.current ?? NO_PREVIEW(zoomRef.current)
      const z = clampZoom(previewPxPerMs(current) * factor)
      const next = zoomPreviewAbout(current, z, el.scrollLeft + offsetX, el.scrollLeft)
      const lanesWidth = el.clientWidth - HEADER_WIDTH
      const from = el.scrollLeft - CULL_MARGIN_PX
      // Clips are mounted up to the margin past the view's right edge (the header included).
      const to = el.scrollLeft + el.clientWidth + CULL_MARGIN_PX
      preview.current = next
      if (previewLeavesMounted(next, el.scrollLeft, el.scrollLeft + lanesWidth, from, to)) {
        commitPreview()
        return
      }
      show(el, next)
      window.clearTimeout(settle.current)
      settle.current = window.setTimeout(commitPreview, ZOOM_SETTLE_MS)
    },
    [scrollRef, commitPreview, show],
  )

  const fit = useCallback(() => {
    const el = scrollRef.current
    if (!el) return
    commitPreview()
    const lanes = Math.max(50, el.clientWidth - HEADER_WIDTH - 24)
    fitted.current = { width: el.clientWidth }
    anchor.current = [0, 0]
    setPxPerMs(clampZoom(lanes / Math.max(1, extentRef.current)))
  }, [scrollRef, commitPreview])

  const zoomBy = useCallback(
    (factor: number) => zoomAround(zoomRef.current * factor, 0),
    [zoomAround],
  )

  useLayoutEffect(() => {
    const el = scrollRef.current
    if (!el || !anchor.current) return
    const [t, offsetX] = anchor.current
    anchor.current = null
    // The committed layout and the end of the preview reach the screen in the same frame.
    if (!preview.current) show(el, null)
    el.scrollLeft = Math.max(0, Math.round(t * pxPerMs - offsetX))
  }, [pxPerMs, scrollRef, show])

  useEffect(() => {
    const el = scrollRef.current
    if (!el) return
    let frame = 0
    const read = () => {
      frame = 0
      setView((v) =>
        v.left === el.scrollLeft &&
        v.top === el.scrollTop &&
        v.width === el.clientWidth &&
        v.height === el.clientHeight
          ? v
          : {
              left: el.scrollLeft,
              top: el.scrollTop,
              width: el.clientWidth,
              height: el.clientHeight,
            },
      )
      const f = fitted.current
      if (f && el.clientWidth > 0 && f.width !== el.clientWidth) fit()
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    const onScroll = () => {
      // Scrolling away from a zoom in progress would show lanes where no clip is mounted.
      commitPreview()
      schedule()
    }
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return commitPreview()
      e.preventDefault()
      const rect = el.getBoundingClientRect()
      const offsetX = Math.max(0, e.clientX - rect.left - HEADER_WIDTH)
      previewZoom(Math.exp(-e.deltaY * 0.002), offsetX)
    }
    // Gestures read the scale from the layout: a press first commits a zoom in progress.
    const onPointerDown = () => commitPreview()
    read()
    el.addEventListener('scroll', onScroll, { passive: true })
    el.addEventListener('wheel', onWheel, { passive: false })
    el.addEventListener('pointerdown', onPointerDown, { capture: true })
    const observer = new ResizeObserver(schedule)
    observer.observe(el)
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(settle.current)
      if (preview.current) onPreviewRef.current?.(null)
      preview.current = null
      el.removeEventListener('scroll', onScroll)
      el.removeEventListener('wheel', onWheel)
      el.removeEventListener('pointerdown', onPointerDown, { capture: true })
      observer.disconnect()
    }
  }, [scrollRef, fit, previewZoom, commitPreview])

  return { pxPerMs, view, zoomBy, zoomAround, fit }
}

/**
 * Kept at their width during a preview: the ruler's labels and keyframe diamonds. Clip names
 * stretch until the gesture settles: scaling back every clip's labels would double its frames.
 */
const PREVIEW_LABELS =
  '.ps-timeline__tick-label, .ps-timeline__keyframe, .ps-keyframe-lane__diamond'

/**
 * Draws a zoom preview on the timeline's lanes, ruler and playhead, or removes it (false when
 * there was nothing to draw or remove). Inline
 * transforms on those elements only: a variable on a common ancestor would restyle every clip.
 */
function drawPreview(scroll: HTMLElement, preview: ZoomPreview | null): boolean {
  const content = scroll.firstElementChild as HTMLElement | null
  if (!content) return false
  if (!preview && !content.hasAttribute('data-zoom-preview')) return false
  const lanes = content.querySelectorAll<HTMLElement>('.ps-timeline__lanes, .ps-timeline__ruler')
  const playhead = content.querySelector<HTMLElement>('.ps-timeline__playhead')
  const labels = content.querySelectorAll<HTMLElement>(PREVIEW_LABELS)
  if (!preview) {
    content.removeAttribute('data-zoom-preview')
    for (const el of lanes) el.style.removeProperty('transform')
    for (const el of labels) el.style.removeProperty('scale')
    playhead?.style.removeProperty('translate')
    playhead?.style.removeProperty('scale')
    return true
  }
  content.setAttribute('data-zoom-preview', '')
  const transform = `translateX(${preview.tx}px) scaleX(${preview.scale})`
  for (const el of lanes) el.style.transform = transform
  const inverse = `${1 / preview.scale} 1`
  for (const el of labels) el.style.scale = inverse
  // The playhead is placed from the content's left edge, the header's width before the lanes.
  playhead?.style.setProperty('translate', `${preview.tx + HEADER_WIDTH * (1 - preview.scale)}px 0`)
  playhead?.style.setProperty('scale', `${preview.scale} 1`)
  return true
}
