import { Ellipse, Rect } from '#react-konva'
import { radiusInPixels } from '@podscene/core'
import type { LayerRendererProps } from './renderer-types.ts'
import { strokeDash } from './stroke-dash.ts'

const ellipseTypes = new Set(['ellipse', 'circle', 'oval'])

/**
 * A rect, rounded rect or ellipse filling the layer box. Kind from `prop.shapeInfo.type` or
 * `shape.type`; fill from shapeInfo.color, shape.color or the layer colour; stroke from
 * shapeInfo.strokeColor/strokeWidth/strokeType (solid, dashed, dotted); corner radius from the
 * layer `radius` or `shape.radius` (px).
 */
export function ShapeLayer({ layer }: LayerRendererProps) {
  const { w, h, source } = layer
  const info = source.prop?.shapeInfo
  const kind = (info?.type || source.shape?.type || 'rect').trim().toLowerCase()
  const fill = info?.color || source.shape?.color || source.color || undefined
  const strokeWidth = info?.strokeWidth ?? 0
  const stroke = strokeWidth > 0 ? info?.strokeColor || undefined : undefined
  const strokeStyle = {
    stroke,
    strokeWidth: stroke ? strokeWidth : 0,
    dash: stroke ? strokeDash(info?.strokeType, strokeWidth) : undefined,
    lineCap: info?.strokeType === 'dotted' ? ('round' as const) : ('butt' as const),
  }
  if (ellipseTypes.has(kind)) {
    const rx = kind === 'circle' ? Math.min(w, h) / 2 : w / 2
    const ry = kind === 'circle' ? Math.min(w, h) / 2 : h / 2
    return <Ellipse x={w / 2} y={h / 2} radiusX={rx} radiusY={ry} fill={fill} {...strokeStyle} />
  }
  const radius = radiusInPixels(source.radius || source.shape?.radius || 0, w, h)
  return <Rect width={w} height={h} cornerRadius={radius} fill={fill} {...strokeStyle} />
}
