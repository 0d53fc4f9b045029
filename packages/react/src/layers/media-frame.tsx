import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Group, Image as KonvaImage } from '#react-konva'
import type Konva from 'konva'
import { parseFitMode, radiusInPixels, type EvaluatedLayer } from '@podscene/core'
import { naturalSize, placeMedia } from './media-fit.ts'
import { applyCamera, CAMERA_NODE_NAME, LiveLayersContext } from './camera.ts'

export interface MediaFrameProps {
  layer: EvaluatedLayer
  media: HTMLImageElement | HTMLVideoElement
  imageRef?: (node: Konva.Image | null) => void
}

/**
 * Image or video pixels inside the layer box: crop, fit_mode, moving camera (scale about the
 * centre plus offset), clipped to the box with the layer's corner radius. The camera's transform
 * is placement, set on its group by `applyCamera` (here from the canvas's latest evaluation of
 * the layer, and by the canvas on every time), so a moving camera re-renders nothing.
 */
export function MediaFrame({ layer, media, imageRef }: MediaFrameProps) {
  const { w, h, camera } = layer
  const live = useContext(LiveLayersContext)
  const cameraGroup = useRef<Konva.Group | null>(null)
  useLayoutEffect(() => {
    const latest = live?.(layer.key)
    const same = latest?.trackIndex === layer.trackIndex && latest.layerIndex === layer.layerIndex
    if (cameraGroup.current) applyCamera(cameraGroup.current, same ? latest : layer)
  })
  const { nw, nh } = naturalSize(media)
  const place = placeMedia(nw, nh, layer.crop, parseFitMode(layer.source.fit_mode), w, h)
  const image = (
    <KonvaImage
      ref={imageRef}
      image={media}
      crop={place.crop}
      x={place.x}
      y={place.y}
      width={place.width}
      height={place.height}
    />
  )
  return (
    <ClipBox
      w={w}
      h={h}
      radius={radiusInPixels(layer.source.radius, w, h)}
      always={camera !== null}
    >
      {camera ? (
        <Group ref={cameraGroup} name={CAMERA_NODE_NAME} offsetX={w / 2} offsetY={h / 2}>
          {image}
        </Group>
      ) : (
        image
      )}
    </ClipBox>
  )
}

/** Clips children to the w × h box with rounded corners; no clip when nothing would be cut. */
export function ClipBox(props: {
  w: number
  h: number
  radius: number
  always?: boolean
  children: ReactNode
}) {
  const { w, h, radius, always, children } = props
  if (radius <= 0 && !always) return <Group>{children}</Group>
  if (radius <= 0)
    return (
      <Group clipX={0} clipY={0} clipWidth={w} clipHeight={h}>
        {children}
      </Group>
    )
  return (
    <Group
      clipFunc={(ctx) => {
        ctx.beginPath()
        ctx.roundRect(0, 0, w, h, radius)
        ctx.closePath()
      }}
    >
      {children}
    </Group>
  )
}
