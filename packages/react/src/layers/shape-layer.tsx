import { Ellipse, Group, Image as KonvaImage, Rect } from '#react-konva'
import { radiusInPixels, shapeFrameOf, type ShapeFrame } from '@podscene/core'
import type { LayerRendererProps } from './renderer-types.ts'
import { strokeDash } from './stroke-dash.ts'
import { perfectDraw } from './perfect-draw.ts'
import { useImage } from '../media/media-context.tsx'
import { naturalSize, placeMedia } from './media-fit.ts'
import { ShapeBackdrop, traceOutline, type ShapeOutline } from './shape-backdrop.tsx'

const ellipseTypes = new Set(['ellipse', 'circle', 'oval'])

/**
 * A rect, rounded rect or ellipse filling the layer box. Kind from `prop.shapeInfo.type` or
 * `shape.type`; fill from shapeInfo.color, shape.color or the layer colour; stroke from
 * shapeInfo.strokeColor/strokeWidth/strokeType (solid, dashed, dotted); corner radius from the
 * layer `radius` or `shape.radius` (px). The frame (core's `shapeFrameOf`): under the fill, what
 * is behind blurred by `shape.background_gauss`; over it, the media at `path` (`preview_path`
 * while editing) in `shape.content_position`, fitted by `shape.object_fit` and clipped to the
 * outline; the stroke on top. `shape.disable_shape` leaves out all but the content, unclipped.
 */
export function ShapeLayer({ layer, editing }: LayerRendererProps) {
  const { w, h, source } = layer
  const info = source.prop?.shapeInfo
  const kind = (info?.type || source.shape?.type || 'rect').trim().toLowerCase()
  const fill = info?.color || source.shape?.color || source.color || undefined
  const strokeWidth = info?.strokeWidth ?? 0
  const stroke = strokeWidth > 0 ? info?.strokeColor || undefined : undefined
  const frame = shapeFrameOf(source, w, h)
  const media = ((editing && source.preview_path?.trim()) || source.path?.trim()) ?? ''
  const strokeStyle = {
    stroke,
    strokeWidth: stroke ? strokeWidth : 0,
    dash: stroke ? strokeDash(info?.strokeType, strokeWidth) : undefined,
    lineCap: info?.strokeType === 'dotted' ? ('round' as const) : ('butt' as const),
  }
  const ellipse = ellipseTypes.has(kind)
  const rx = kind === 'circle' ? Math.min(w, h) / 2 : w / 2
  const ry = kind === 'circle' ? Math.min(w, h) / 2 : h / 2
  const radius = radiusInPixels(source.radius || source.shape?.radius || 0, w, h)
  const outline: ShapeOutline = ellipse
    ? { kind: 'ellipse', x: w / 2 - rx, y: h / 2 - ry, w: rx * 2, h: ry * 2, radius: 0 }
    : { kind: 'rect', x: 0, y: 0, w, h, radius }
  const body = (paint: { fill?: string; stroke?: boolean }) => {
    const style = paint.stroke ? strokeStyle : { strokeWidth: 0 }
    const perfect = perfectDraw(style)
    return ellipse ? (
      <Ellipse
        x={w / 2}
        y={h / 2}
        radiusX={rx}
        radiusY={ry}
        fill={paint.fill}
        perfectDrawEnabled={perfect}
        {...style}
      />
    ) : (
      <Rect
        width={w}
        height={h}
        cornerRadius={radius}
        fill={paint.fill}
        perfectDrawEnabled={perfect}
        {...style}
      />
    )
  }
  if (!media && !frame.hidden && frame.backgroundBlur <= 0) return body({ fill, stroke: true })
  return (
    <>
      {!frame.hidden && frame.backgroundBlur > 0 && (
        <ShapeBackdrop outline={outline} blur={frame.backgroundBlur} />
      )}
      {!frame.hidden && (fill || !media) && body({ fill, stroke: !media })}
      {media && <ShapeContent url={media} frame={frame} clip={frame.hidden ? null : outline} />}
      {!frame.hidden && media && stroke && body({ stroke: true })}
    </>
  )
}

/** The media in the frame's content box (rotated about its centre), clipped to the outline. */
function ShapeContent(props: { url: string; frame: ShapeFrame; clip: ShapeOutline | null }) {
  const { url, frame, clip } = props
  const status = useImage(url)
  if (status.state !== 'ready') return null
  const { x, y, w, h, r } = frame.content
  const { nw, nh } = naturalSize(status.value)
  const place = placeMedia(nw, nh, null, frame.objectFit, w, h)
  const content = (
    <Group
      name="shape-content"
      x={x + w / 2}
      y={y + h / 2}
      offsetX={w / 2}
      offsetY={h / 2}
      rotation={r}
      clipX={0}
      clipY={0}
      clipWidth={w}
      clipHeight={h}
    >
      <KonvaImage
        image={status.value}
        crop={place.crop}
        x={place.x}
        y={place.y}
        width={place.width}
        height={place.height}
      />
    </Group>
  )
  if (!clip) return content
  return <Group clipFunc={(ctx) => traceOutline(ctx, clip)}>{content}</Group>
}
