import { useCallback, useLayoutEffect, type CSSProperties, type RefObject } from 'react'
import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useFloating,
  type Placement,
  type VirtualElement,
} from '@floating-ui/react-dom'

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

/**
 * Places a popup next to its anchor with Floating UI: it flips to the other side and shifts
 * along the edge to stay inside the viewport, and follows the anchor on scroll and resize. The
 * popup is `position: fixed` (no panel's overflow clips it). Give `refs.setReference` the anchor
 * (or use `usePointPopup` for a point) and `refs.setFloating` the popup, and spread `style`.
 */
export function usePopupPosition({
  placement = 'bottom-start',
  gap = 4,
  open = true,
  matchWidth,
}: PopupPositionOptions = {}) {
  const maxHeight = matchWidth?.maxHeight
  const { refs, floatingStyles } = useFloating({
    open,
    placement,
    strategy: 'fixed',
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: VIEWPORT_MARGIN_PX }),
      shift({ padding: VIEWPORT_MARGIN_PX, crossAxis: true }),
      ...(maxHeight === undefined
        ? []
        : [
            size({
              padding: VIEWPORT_MARGIN_PX,
              apply({ rects, elements, availableHeight }) {
                elements.floating.style.width = `${rects.reference.width}px`
                elements.floating.style.maxHeight = `${Math.max(0, Math.min(maxHeight, availableHeight))}px`
              },
            }),
          ]),
    ],
  })
  // Stylesheet offsets (the right: 0 of a right-aligned popup) must not stretch it.
  const style: CSSProperties = { ...floatingStyles, right: 'auto', bottom: 'auto', margin: 0 }
  return { refs, style }
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
