import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/**
 * The rows of a long list that are in view, for the layer list: a vertical list of rows measured
 * as they mount (estimated before), in a scroller that is an element or the window, with the
 * list `scrollMargin` px into the scroller's content. Written for this one list instead of
 * @tanstack/react-virtual (11 kB gzip of the editor's initial code for what is here ~1 kB):
 * the list needs rows in order, their measured heights, an overscan, rows kept mounted out of
 * view and "scroll this row into view", nothing else (see packages/react/CONTEXT.md).
 */
export interface RowWindowOptions {
  count: number
  /** The element whose content scrolls the list, or the window; null before it is known. */
  scroller: HTMLElement | Window | null
  /** A row's height before it is measured. */
  estimateSize: number
  /** Rows mounted beyond each edge of the visible ones. */
  overscan: number
  /** The viewport height assumed before the scroller is measured (server rendering). */
  initialHeight: number
  paddingStart: number
  paddingEnd: number
  /** Where the list starts in the scroller's content (px). */
  scrollMargin: number
  /** A row's identity: a measured height follows its row when rows are added or removed. */
  keyOf: (index: number) => string | number
  /** Indexes kept mounted when out of view (the focused, dragged or renamed row). */
  pinned: () => readonly number[]
}

export interface WindowRow {
  index: number
  key: string | number
  /** Where the row starts in the scroller's content (px; scrollMargin included). */
  start: number
}

interface View {
  offset: number
  height: number
}

function viewOf(scroller: HTMLElement | Window): View {
  return scroller instanceof Window
    ? { offset: scroller.scrollY, height: scroller.innerHeight }
    : { offset: scroller.scrollTop, height: scroller.clientHeight }
}

/** The first index whose row ends after `y` (binary search over the row starts). */
function firstEndingAfter(starts: Float64Array, count: number, y: number): number {
  let low = 0
  let high = count - 1
  while (low < high) {
    const mid = (low + high) >> 1
    if (starts[mid + 1]! <= y) low = mid + 1
    else high = mid
  }
  return low
}

export function useRowWindow(options: RowWindowOptions) {
  const { count, scroller, estimateSize, overscan, scrollMargin, keyOf } = options
  const sizes = useRef(new Map<string | number, number>())
  const [, setMeasured] = useState(0)
  const [view, setView] = useState<View>({ offset: 0, height: options.initialHeight })

  useLayoutEffect(() => {
    if (!scroller) return
    const update = () =>
      setView((old) => {
        const next = viewOf(scroller)
        return old.offset === next.offset && old.height === next.height ? old : next
      })
    update()
    scroller.addEventListener('scroll', update, { passive: true })
    let observer: ResizeObserver | null = null
    if (scroller instanceof Window) scroller.addEventListener('resize', update)
    else {
      observer = new ResizeObserver(update)
      observer.observe(scroller)
    }
    return () => {
      scroller.removeEventListener('scroll', update)
      if (scroller instanceof Window) scroller.removeEventListener('resize', update)
      observer?.disconnect()
    }
  }, [scroller])

  // starts[i] is where row i starts; starts[count] where the last one ends.
  const starts = new Float64Array(count + 1)
  starts[0] = scrollMargin + options.paddingStart
  for (let i = 0; i < count; i++) {
    starts[i + 1] = starts[i]! + (sizes.current.get(keyOf(i)) ?? estimateSize)
  }
  const totalSize = starts[count]! - scrollMargin + options.paddingEnd

  const indexes: number[] = []
  if (count > 0) {
    const first = firstEndingAfter(starts, count, view.offset)
    let last = first
    const bottom = view.offset + view.height
    while (last < count - 1 && starts[last + 1]! < bottom) last++
    for (let i = Math.max(0, first - overscan); i <= Math.min(count - 1, last + overscan); i++) {
      indexes.push(i)
    }
    const from = indexes[0]!
    const to = indexes[indexes.length - 1]!
    const extra = new Set(
      options.pinned().filter((i) => i >= 0 && i < count && (i < from || i > to)),
    )
    if (extra.size > 0) {
      for (const i of extra) indexes.push(i)
      indexes.sort((a, b) => a - b)
    }
  }
  const rows: WindowRow[] = indexes.map((index) => ({
    index,
    key: keyOf(index),
    start: starts[index]!,
  }))

  const latest = useRef({ starts, count, scroller, view })
  latest.current = { starts, count, scroller, view }

  /** Scrolls the least that shows row `index` whole (nothing when it already shows). */
  const scrollToIndex = useCallback((index: number) => {
    const { starts: at, count: n, scroller: target } = latest.current
    if (!target || index < 0 || index >= n) return
    const { offset, height } = viewOf(target)
    const top = at[index]!
    const bottom = at[index + 1]!
    let to: number | null = null
    if (top < offset) to = top
    else if (bottom > offset + height) to = bottom - height
    if (to === null) return
    if (target instanceof Window) target.scrollTo({ top: to })
    else target.scrollTop = to
  }, [])

  /** Records a mounted row's height (its element carries `data-index`). */
  const measureElement = useCallback(
    (el: HTMLElement) => {
      const index = Number(el.dataset.index)
      if (!Number.isInteger(index)) return
      const height = el.getBoundingClientRect().height
      const key = keyOf(index)
      if (height > 0 && sizes.current.get(key) !== height) {
        sizes.current.set(key, height)
        setMeasured((n) => n + 1)
      }
    },
    [keyOf],
  )

  return { rows, totalSize, scrollToIndex, measureElement }
}
