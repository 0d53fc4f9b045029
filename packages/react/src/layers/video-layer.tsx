import { useEffect, useRef } from 'react'
import type Konva from 'konva'
import type { EvaluatedLayer } from '@podscene/core'
import type { LayerRendererProps } from './renderer-types.ts'
import { useMediaCache, useVideo } from '../media/media-context.tsx'
import { seekVideo } from '../media/load-element.ts'
import { MediaFrame } from './media-frame.tsx'
import { MediaStatusPlaceholder } from './media-status-placeholder.tsx'
import { useSceneTime } from './scene-time.ts'

/** Seconds into the source media shown at scene time `timeMs`, within `prop.clip` (ms). */
export function videoSourceSeconds(layer: EvaluatedLayer, timeMs: number): number {
  const start = layer.source.timeline?.start ?? 0
  const clipStart = layer.source.prop?.clip?.start ?? 0
  const clipEnd = layer.source.prop?.clip?.end ?? 0
  const sourceMs = clipStart + Math.max(0, timeMs - start)
  return (clipEnd > clipStart ? Math.min(sourceMs, clipEnd) : sourceMs) / 1000
}

/** A muted HTMLVideoElement showing the frame at the scene time. */
export function VideoLayer({ layer, editing }: LayerRendererProps) {
  const { path, preview_path: preview } = layer.source
  const url = (editing ? preview || path : path || preview) ?? ''
  const status = useVideo(url, layer.key)
  if (status.state !== 'ready')
    return <MediaStatusPlaceholder layer={layer} kind="video" status={status} />
  return <SyncedVideo layer={layer} video={status.value} />
}

/** Draws `video` and keeps its frame on the scene time (also used by person layers). */
export function SyncedVideo({ layer, video }: { layer: EvaluatedLayer; video: HTMLVideoElement }) {
  const timeMs = useSceneTime()
  const cache = useMediaCache()
  const imageNode = useRef<Konva.Image | null>(null)
  const seconds = videoSourceSeconds(layer, timeMs)
  useEffect(() => {
    video.muted = true
    void cache
      .track(seekVideo(video, seconds))
      .then(() => imageNode.current?.getLayer()?.batchDraw())
  }, [cache, video, seconds])
  return <MediaFrame layer={layer} media={video} imageRef={(node) => (imageNode.current = node)} />
}
