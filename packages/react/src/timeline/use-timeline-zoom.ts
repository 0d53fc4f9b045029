import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { HEADER_WIDTH } from './timeline-types.ts'

export interface TimelineView {
  left: number
  top: number
  width: number
  height: number
}

/** Zoom limits in screen px per ms: 1 px per 2 s up to 2 px per ms. */
export const MIN_PX_PER_MS = 0.0005
export const MAX_PX_PER_MS = 2

const clampZoom = (z: number) => Math.min(MAX_PX_PER_MS, Math.max(MIN_PX_PER_MS, z))

/**
 * The timeline's zoom (px per ms) and scroll view: session state of this component, never saved.
 * Starts fitted to the scene; Ctrl/Cmd+wheel zooms about the pointer (the time under it stays
 * under it); `zoomBy` (buttons) keeps the left edge's time; `fit` shows the whole extent.
 */
export function useTimelineZoom(scrollRef: RefObject<HTMLDivElement | null>, extentMs: number) {
  const [pxPerMs, setPxPerMs] = useState(0.1)
  const [view, setView] = useState<TimelineView>({ left: 0, top: 0, width: 800, height: 200 })
  const fitted = useRef(false)
  /** Scroll position to apply after the next zoom render: [time, offset from the lanes' left]. */
  const anchor = useRef<[number, number] | null>(null)
  const zoomRef = useRef(pxPerMs)
  zoomRef.current = pxPerMs
  const extentRef = useRef(extentMs)
  extentRef.current = extentMs

  const zoomAround = useCallback(
    (next: number, offsetX: number) => {
      const el = scrollRef.current
      const z = clampZoom(next)
      if (!el || z === zoomRef.current) return
      anchor.current = [(el.scrollLeft + offsetX) / zoomRef.current, offsetX]
      setPxPerMs(z)
    },
    [scrollRef],
  )

  const fit = useCallback(() => {
    const el = scrollRef.current
    if (!el) return
    const lanes = Math.max(50, el.clientWidth - HEADER_WIDTH - 24)
    anchor.current = [0, 0]
    setPxPerMs(clampZoom(lanes / Math.max(1, extentRef.current)))
  }, [scrollRef])

  const zoomBy = useCallback(
    (factor: number) => zoomAround(zoomRef.current * factor, 0),
    [zoomAround],
  )

  useLayoutEffect(() => {
    const el = scrollRef.current
    if (!el || !anchor.current) return
    const [t, offsetX] = anchor.current
    anchor.current = null
    el.scrollLeft = Math.max(0, t * pxPerMs - offsetX)
  }, [pxPerMs, scrollRef])

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
      if (!fitted.current && el.clientWidth > 0) {
        fitted.current = true
        fit()
      }
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return
      e.preventDefault()
      const rect = el.getBoundingClientRect()
      const offsetX = Math.max(0, e.clientX - rect.left - HEADER_WIDTH)
      zoomAround(zoomRef.current * Math.exp(-e.deltaY * 0.002), offsetX)
    }
    read()
    el.addEventListener('scroll', schedule, { passive: true })
    el.addEventListener('wheel', onWheel, { passive: false })
    const observer = new ResizeObserver(schedule)
    observer.observe(el)
    return () => {
      cancelAnimationFrame(frame)
      el.removeEventListener('scroll', schedule)
      el.removeEventListener('wheel', onWheel)
      observer.disconnect()
    }
  }, [scrollRef, fit, zoomAround])

  return { pxPerMs, view, zoomBy, zoomAround, fit }
}
