import type { ReactNode } from 'react'
import { Ellipse, Group, Rect } from '#react-konva'
import type { EvaluatedLayer } from '@podscene/core'
import type { LayerRendererProps } from './renderer-types.ts'
import { useImage, useVideo } from '../media/media-context.tsx'
import { MediaFrame } from './media-frame.tsx'
import { MediaStatusPlaceholder } from './media-status-placeholder.tsx'
import { SyncedVideo } from './video-layer.tsx'

/** The mask of `show_type` in layer pixels, from `prop.meta.show_type_preset`; null = whole box. */
export interface PersonMask {
  kind: 'ellipse' | 'rect'
  x: number
  y: number
  w: number
  h: number
  radius: number
  color: string
}

/**
 * `show_type` 'circle' masks the person with the preset's shape (default: the inscribed circle);
 * 'all' (or absent) shows the whole box. Preset shape coordinates are in the preset's `size`
 * space (default: the layer size) and are scaled to the layer.
 */
export function personMask(layer: EvaluatedLayer): PersonMask | null {
  const showType = layer.source.prop?.show_type?.trim().toLowerCase() || 'all'
  const preset = layer.source.prop?.meta?.show_type_preset
  const entry = showType === 'circle' ? preset?.circle : showType === 'all' ? preset?.all : null
  const shape = entry?.shape
  if (showType !== 'circle' && !shape) return null
  const { w, h } = layer
  const sizeW = entry?.size?.w || w
  const sizeH = entry?.size?.h || h
  const kx = w / sizeW
  const ky = h / sizeH
  const shapeType = shape?.type?.trim().toLowerCase() ?? (showType === 'circle' ? 'circle' : 'rect')
  const side = Math.min(w, h)
  return {
    kind: shapeType === 'circle' || shapeType === 'ellipse' ? 'ellipse' : 'rect',
    x: shape ? (shape.x ?? 0) * kx : (w - side) / 2,
    y: shape ? (shape.y ?? 0) * ky : (h - side) / 2,
    w: shape?.w ? shape.w * kx : side,
    h: shape?.h ? shape.h * ky : side,
    radius: (shape?.r ?? 0) * Math.min(kx, ky),
    color: shape?.color ?? '',
  }
}

/** A presenter: `person_cover` (or meta/emotion cover) as an image, else the preview video. */
export function PersonLayer({ layer }: LayerRendererProps) {
  const { source } = layer
  const prop = source.prop
  const cover = source.person_cover || prop?.meta?.cover || prop?.emotion?.cover || ''
  const preview =
    source.person_preview_url || prop?.meta?.preview_video || prop?.emotion?.preview_video || ''
  const mask = personMask(layer)
  return (
    <MaskedPerson mask={mask}>
      {cover || !preview ? (
        <PersonImage layer={layer} url={cover} />
      ) : (
        <PersonVideo layer={layer} url={preview} />
      )}
    </MaskedPerson>
  )
}

function PersonImage({ layer, url }: { layer: EvaluatedLayer; url: string }) {
  const status = useImage(url)
  if (status.state !== 'ready')
    return <MediaStatusPlaceholder layer={layer} kind="person" status={status} />
  return <MediaFrame layer={layer} media={status.value} />
}

function PersonVideo({ layer, url }: { layer: EvaluatedLayer; url: string }) {
  const status = useVideo(url, layer.key)
  if (status.state !== 'ready')
    return <MediaStatusPlaceholder layer={layer} kind="person" status={status} />
  return <SyncedVideo layer={layer} video={status.value} />
}

function MaskedPerson({ mask, children }: { mask: PersonMask | null; children: ReactNode }) {
  if (!mask) return <Group>{children}</Group>
  const { kind, x, y, w, h, radius, color } = mask
  return (
    <Group>
      {color &&
        (kind === 'ellipse' ? (
          <Ellipse x={x + w / 2} y={y + h / 2} radiusX={w / 2} radiusY={h / 2} fill={color} />
        ) : (
          <Rect x={x} y={y} width={w} height={h} cornerRadius={radius} fill={color} />
        ))}
      <Group
        clipFunc={(ctx) => {
          ctx.beginPath()
          if (kind === 'ellipse') ctx.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, Math.PI * 2)
          else ctx.roundRect(x, y, w, h, Math.min(radius, w / 2, h / 2))
          ctx.closePath()
        }}
      >
        {children}
      </Group>
    </Group>
  )
}
