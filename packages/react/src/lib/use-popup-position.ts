import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react'
import { flushSync } from 'react-dom'
import type * as FloatingUiModule from '@floating-ui/dom'
import type { Placement, VirtualElement } from '@floating-ui/dom'
import { whenIdle } from './when-idle.ts'

/** How far a popup keeps from the viewport's edges (px). */
export const VIEWPORT_MARGIN_PX = 4

export interface PopupPositionOptions {
  /** Where it opens when there is room (it flips to the other side when there is not). */
  placement?: Placement
  /** Gap between the anchor and the popup (px). */
  gap?: number
  /** Only a mounted popup is positioned (and followed on scroll and resize). */
  open?: boolean
  /**
   * A list under a field: as wide as its anchor, and no taller than the room left in the
   * viewport (at most `maxHeight` px).
   */
  matchWidth?: { maxHeight: number }
}

type FloatingUi = typeof FloatingUiModule
let floatingUi: Promise<FloatingUi> | null = null
let floatingUiLoaded = false

/**
 * Floating UI, loaded on first need: no popup is open at first paint, so it is not in the
 * editor's initial code. A mounted popup host asks for it when the page is idle (`prefetch`), so
 * the first popup normally finds it loaded.
 */
function loadFloatingUi(): Promise<FloatingUi> {
  return (floatingUi ??= import('@floating-ui/dom').then(
    (module) => {
      floatingUiLoaded = true
      return module
    },
    (error: unknown) => {
      floatingUi = null // the next popup tries again
      throw error
    },
  ))
}

function prefetchWhenIdle(): () => void {
  if (floatingUi) return () => {}
  return whenIdle(() => void loadFloatingUi())
}

/**
 * Where `placement` puts the popup without flipping or shifting: its place while Floating UI
 * loads (the first popup, if the idle prefetch has not run), and if it never does.
 */
function plainPlacement(
  reference: Element | VirtualElement,
  floating: HTMLElement,
  placement: Placement,
  gap: number,
): { x: number; y: number } {
  const r = reference.getBoundingClientRect()
  const w = floating.offsetWidth
  const h = floating.offsetHeight
  const [side, align] = placement.split('-') as [string, string | undefined]
  const along = (start: number, size: number, own: number) =>
    align === 'start' ? start : align === 'end' ? start + size - own : start + (size - own) / 2
  if (side === 'top') return { x: along(r.left, r.width, w), y: r.top - gap - h }
  if (side === 'bottom') return { x: along(r.left, r.width, w), y: r.bottom + gap }
  if (side === 'left') return { x: r.left - gap - w, y: along(r.top, r.height, h) }
  return { x: r.right + gap, y: along(r.top, r.height, h) }
}

/** A position on whole device pixels, as Floating UI's React binding rounds it. */
function roundByDpr(element: Element, value: number): number {
  const dpr = element.ownerDocument.defaultView?.devicePixelRatio || 1
  return Math.round(value * dpr) / dpr
}

/**
 * Places a popup next to its anchor with Floating UI (`@floating-ui/dom`): it flips to the other
 * side and shifts along the edge to stay inside the viewport, and follows the anchor on scroll
 * and resize. The popup is `position: fixed` (no panel's overflow clips it). Give
 * `refs.setReference` the anchor (or use `usePointPopup` for a point) and `refs.setFloating` the
 * popup, and spread `style`. While Floating UI loads, the popup is shown at once at its plain
 * placement (not flipped or shifted yet), so it is seen, and focus and keys reach it.
 */
export function usePopupPosition({
  placement = 'bottom-start',
  gap = 4,
  open = true,
  matchWidth,
}: PopupPositionOptions = {}) {
  const [reference, setReference] = useState<Element | VirtualElement | null>(null)
  const [floating, setFloating] = useState<HTMLElement | null>(null)
  const [at, setAt] = useState<{ x: number; y: number } | null>(null)
  const maxHeight = matchWidth?.maxHeight
  useEffect(prefetchWhenIdle, [])
  useLayoutEffect(() => {
    if (!open || !reference || !floating) return
    let live = true
    let stop: (() => void) | undefined
    if (!floatingUiLoaded) {
      const plain = plainPlacement(reference, floating, placement, gap)
      setAt({ x: roundByDpr(floating, plain.x), y: roundByDpr(floating, plain.y) })
    }
    void loadFloatingUi().then(
      ({ autoUpdate, computePosition, flip, offset, shift, size }) => {
        if (!live) return
        const middleware = [
          offset(gap),
          flip({ padding: VIEWPORT_MARGIN_PX }),
          shift({ padding: VIEWPORT_MARGIN_PX, crossAxis: true }),
        ]
        if (maxHeight !== undefined) {
          middleware.push(
            size({
              padding: VIEWPORT_MARGIN_PX,
              apply({ rects, elements, availableHeight }) {
                elements.floating.style.width = `${rects.reference.width}px`
                elements.floating.style.maxHeight = `${Math.max(0, Math.min(maxHeight, availableHeight))}px`
              },
            }),
          )
        }
        const update = () =>
          void computePosition(reference, floating, {
            placement,
            strategy: 'fixed',
            middleware,
          }).then(({ x, y }) => {
            if (!live) return
            const next = { x: roundByDpr(floating, x), y: roundByDpr(floating, y) }
            // At once, as Floating UI's React binding does, so the popup never shows a frame
            // at its old place.
            flushSync(() => setAt((old) => (old?.x === next.x && old.y === next.y ? old : next)))
          })
        stop = autoUpdate(reference, floating, update)
      },
      () => {
        // Floating UI did not load: the popup stays at its plain placement.
      },
    )
    return () => {
      live = false
      stop?.()
    }
  }, [open, reference, floating, placement, gap, maxHeight])
  // Stylesheet offsets (the right: 0 of a right-aligned popup) must not stretch it.
  const style: CSSProperties = {
    position: 'fixed',
    left: at?.x ?? 0,
    top: at?.y ?? 0,
    right: 'auto',
    bottom: 'auto',
    margin: 0,
  }
  return { refs: { setReference, setFloating }, style }
}

/** A popup opened at a viewport point (a context menu at the pointer, a menu at a click). */
export function usePointPopup(x: number, y: number, options: PopupPositionOptions = {}) {
  const position = usePopupPosition({ placement: 'bottom-start', gap: 0, ...options })
  const { setReference } = position.refs
  useLayoutEffect(() => {
    const point: VirtualElement = {
      getBoundingClientRect: () => ({
        x,
        y,
        left: x,
        top: y,
        right: x,
        bottom: y,
        width: 0,
        height: 0,
      }),
    }
    setReference(point)
  }, [setReference, x, y])
  return position
}

/** One stable callback ref that fills `ref` and hands the element to Floating UI (`set`). */
export function useMergedRef<T>(ref: RefObject<T | null>, set: (el: T | null) => void) {
  return useCallback(
    (el: T | null) => {
      ref.current = el
      set(el)
    },
    [ref, set],
  )
}
