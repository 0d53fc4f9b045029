import { useEffect, useRef } from 'react'
import type Konva from 'konva'
import { Line, Rect, Transformer } from '#react-konva'
import { ROTATE_HANDLE_OFFSET_PX } from '@podscene/core'
import type { OverlayHandles } from './interaction-host.ts'

export interface SelectionOverlayProps {
  canvasWidth: number
  canvasHeight: number
  /** Receives the overlay's handles once mounted, and null when unmounted. */
  onReady: (handles: OverlayHandles | null) => void
  accent?: string
  guideColor?: string
}

export const GUIDE_X_NAME = 'podscene-guide-x'
export const GUIDE_Y_NAME = 'podscene-guide-y'
export const MARQUEE_NAME = 'podscene-marquee'

// Module constants: a new array literal per render would make react-konva reset what gestures set.
const NO_POINTS = [0, 0, 0, 0]
const DASH = [4, 4]

/**
 * Drawn in SceneCanvas's overlay layer (canvas coordinates): the Transformer, the snapping
 * guides and the marquee. They change imperatively during gestures, never through React state.
 * The Transformer only shows the selection and its handles (it does not listen): core's gesture
 * states hit-test the handles at the same places and do the resizing and rotating.
 */
export function SelectionOverlay({
  canvasWidth,
  canvasHeight,
  onReady,
  accent = '#2563eb',
  guideColor = '#ff2d95',
}: SelectionOverlayProps) {
  const transformer = useRef<Konva.Transformer>(null)
  const guideX = useRef<Konva.Line>(null)
  const guideY = useRef<Konva.Line>(null)
  const marquee = useRef<Konva.Rect>(null)
  const size = useRef({ w: canvasWidth, h: canvasHeight })
  size.current = { w: canvasWidth, h: canvasHeight }

  useEffect(() => {
    const tr = transformer.current
    const gx = guideX.current
    const gy = guideY.current
    const mq = marquee.current
    if (!tr || !gx || !gy || !mq) return
    // What the guides show now, so that a move keeping the same guides redraws nothing.
    let shown = ''
    const handles: OverlayHandles = {
      transformer: tr,
      showGuides(guides) {
        const { w, h } = size.current
        const x = guides.find((g) => g.axis === 'x')
        const y = guides.find((g) => g.axis === 'y')
        const next = `${x?.at ?? ''}|${y?.at ?? ''}|${w}|${h}`
        if (next === shown && gx.visible() === !!x && gy.visible() === !!y) return
        shown = next
        gx.setAttrs(x ? { visible: true, points: [x.at, 0, x.at, h] } : { visible: false })
        gy.setAttrs(y ? { visible: true, points: [0, y.at, w, y.at] } : { visible: false })
        gx.getLayer()?.batchDraw()
      },
      showMarquee(box) {
        if (!box && !mq.visible()) return
        mq.setAttrs(
          box
            ? { visible: true, x: box.x, y: box.y, width: box.w, height: box.h }
            : { visible: false },
        )
        mq.getLayer()?.batchDraw()
      },
    }
    onReady(handles)
    return () => onReady(null)
  }, [onReady])

  const line = { stroke: guideColor, strokeWidth: 1, strokeScaleEnabled: false, listening: false }
  return (
    <>
      <Line ref={guideX} name={GUIDE_X_NAME} visible={false} points={NO_POINTS} {...line} />
      <Line ref={guideY} name={GUIDE_Y_NAME} visible={false} points={NO_POINTS} {...line} />
      <Rect
        ref={marquee}
        name={MARQUEE_NAME}
        visible={false}
        listening={false}
        fill="rgba(37, 99, 235, 0.08)"
        stroke={accent}
        strokeWidth={1}
        dash={DASH}
        strokeScaleEnabled={false}
      />
      <Transformer
        ref={transformer}
        listening={false}
        rotateAnchorOffset={ROTATE_HANDLE_OFFSET_PX}
        flipEnabled={false}
        keepRatio={false}
        ignoreStroke
        anchorSize={9}
        anchorStroke={accent}
        borderStroke={accent}
      />
    </>
  )
}
