import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import type { Layer } from '@podscene/core'
import { useEditor } from '../../state/editor-context.ts'
import { useEditorState } from '../../state/use-editor-state.ts'
import type { View } from '../interaction-host.ts'
import {
  CROP_HANDLES,
  cropChange,
  cropFrameOf,
  panMedia,
  resizeCrop,
  type Box,
  type CropFrame,
  type CropHandle,
} from './crop-frame.ts'
import { useTranslations } from '../../i18n/use-translations.tsx'

export interface CropOverlayProps {
  layerKey: string
  view: View
  /** Called once when crop mode ends (Enter, Escape, a press outside the media). */
  onDone(): void
}

interface Drag {
  pointerId: number
  start: CropFrame
  clientX: number
  clientY: number
  /** A handle, or `media` when the picture is dragged under the crop. */
  what: CropHandle | 'media'
}

const mediaUrl = (layer: Layer) => layer.preview_path || layer.path || ''

/**
 * Crop mode of an image or video layer: the whole media dimmed, the kept part bright inside the
 * crop rectangle with eight handles. Dragging a handle moves that edge (the media stays put on
 * the canvas, the layer's box follows the crop); dragging inside moves the media under the crop.
 * Each drag writes `crop` (fractions of the source) and the layer's box as one undo step.
 * Enter, Escape or a press outside the media ends it. The media is laid out as `fill` draws it,
 * and the layer's unrotated box is used.
 */
export function CropOverlay({ layerKey, view, onDone }: CropOverlayProps) {
  const editor = useEditor()
  const cropLabel = useTranslations().canvas.crop
  const layer = useEditorState(() => editor.getLayer(layerKey)?.layer)
  const root = useRef<HTMLDivElement>(null)
  const drag = useRef<Drag | null>(null)
  const [dragged, setDragged] = useState<CropFrame | null>(null)

  useLayoutEffect(() => root.current?.focus({ preventScroll: true }), [])

  if (!layer) return null
  const box: Box = { x: layer.x ?? 0, y: layer.y ?? 0, w: layer.w ?? 0, h: layer.h ?? 0 }
  const frame = dragged ?? cropFrameOf(box, layer.crop)
  const z = view.zoom
  const screen = (b: Box): CSSProperties => ({
    position: 'absolute',
    left: view.x + b.x * z,
    top: view.y + b.y * z,
    width: b.w * z,
    height: b.h * z,
  })
  const url = mediaUrl(layer)
  const picture = (style: CSSProperties) =>
    layer.type === 'video' ? (
      <video src={url} muted preload="auto" style={style} />
    ) : (
      <img src={url} alt="" draggable={false} style={style} />
    )

  const begin = (event: PointerEvent, what: Drag['what']) => {
    if (event.button !== 0) return
    event.stopPropagation()
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = {
      pointerId: event.pointerId,
      start: frame,
      clientX: event.clientX,
      clientY: event.clientY,
      what,
    }
    setDragged(frame)
  }
  const move = (event: PointerEvent) => {
    const d = drag.current
    if (!d || d.pointerId !== event.pointerId) return
    const dx = (event.clientX - d.clientX) / z
    const dy = (event.clientY - d.clientY) / z
    setDragged(d.what === 'media' ? panMedia(d.start, dx, dy) : resizeCrop(d.start, d.what, dx, dy))
  }
  const end = (event: PointerEvent) => {
    const d = drag.current
    if (!d || d.pointerId !== event.pointerId) return
    drag.current = null
    const next = dragged ?? d.start
    const before = cropChange(d.start)
    const after = cropChange(next)
    if (JSON.stringify(before) !== JSON.stringify(after) && editor.getLayer(layerKey)) {
      editor.batch(() => {
        editor.setLayerField(layerKey, ['crop'], after.crop)
        editor.setGeometry(layerKey, after.box)
      })
    }
    setDragged(null)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys here end crop mode; none reaches the canvas shortcuts (Delete would remove the layer).
    event.stopPropagation()
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault()
      onDone()
    }
  }

  const inner: CSSProperties = {
    position: 'absolute',
    left: (frame.media.x - frame.crop.x) * z,
    top: (frame.media.y - frame.crop.y) * z,
    width: frame.media.w * z,
    height: frame.media.h * z,
    pointerEvents: 'none',
  }
  return (
    <div
      ref={root}
      role="group"
      aria-label={cropLabel}
      tabIndex={-1}
      className="ps-crop"
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        // A press outside the media ends crop mode.
        e.stopPropagation()
        if (e.target === e.currentTarget) onDone()
      }}
      onDoubleClick={(e) => e.stopPropagation()}
      onContextMenu={(e) => e.stopPropagation()}
    >
      <div className="ps-crop__media" style={screen(frame.media)}>
        {picture({ width: '100%', height: '100%', display: 'block' })}
      </div>
      <div
        className="ps-crop__window"
        data-crop-window=""
        style={screen(frame.crop)}
        onPointerDown={(e) => begin(e, 'media')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      >
        <div className="ps-crop__picture">{picture(inner)}</div>
        {CROP_HANDLES.map((handle) => (
          <span
            key={handle}
            className={`ps-crop__handle ps-crop__handle--${handle}`}
            data-crop-handle={handle}
            onPointerDown={(e) => begin(e, handle)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          />
        ))}
      </div>
    </div>
  )
}
