import { useEffect, useMemo, useRef } from 'react'
import type Konva from 'konva'
import type { EvaluatedLayer } from '@podscene/core'
import type { LayerRendererProps } from './renderer-types.ts'
import { useMediaCache, useVideo } from '../media/media-context.tsx'
import { MediaFrame } from './media-frame.tsx'
import { MediaStatusPlaceholder } from './media-status-placeholder.tsx'
import { useScenePlaying, useSceneTime } from './scene-time.ts'
import { VideoFollower } from './video-follower.ts'

/** Seconds into the source media shown at scene time `timeMs`, within `prop.clip` (ms). */
export function videoSourceSeconds(layer: EvaluatedLayer, timeMs: number): number {
  const start = layer.source.timeline?.start ?? 0
  const clipStart = layer.source.prop?.clip?.start ?? 0
  const clipEnd = layer.source.prop?.clip?.end ?? 0
  const sourceMs = clipStart + Math.max(0, timeMs - start)
  return (clipEnd > clipStart ? Math.min(sourceMs, clipEnd) : sourceMs) / 1000
}

/**
 * A muted HTMLVideoElement showing the frame at the scene time: playing along during playback,
 * seeking per frame while scrubbing (VideoFollower). Its sound is played by the playback clock.
 */
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
  const playing = useScenePlaying()
  const cache = useMediaCache()
  const imageNode = useRef<Konva.Image | null>(null)
  const seconds = videoSourceSeconds(layer, timeMs)
  const follower = useMemo(
    () =>
      new VideoFollower(
        video,
        () => imageNode.current?.getLayer()?.batchDraw(),
        (work) => cache.track(work),
      ),
    [video, cache],
  )
  useEffect(() => () => follower.dispose(), [follower])
  useEffect(() => {
    follower.follow(seconds, playing)
  }, [follower, seconds, playing])
  return <MediaFrame layer={layer} media={video} imageRef={(node) => (imageNode.current = node)} />
}
