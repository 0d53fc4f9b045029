import type { RenderedVideo } from './render-video.ts'

/** The line printed on stdout for a written video. */
export function describeVideo(video: RenderedVideo): string {
  const audio = video.audioCodec ? ` + ${video.audioCodec}` : ', no sound'
  const by = { browser: 'WebCodecs', 'browser+ffmpeg': 'WebCodecs + ffmpeg', ffmpeg: 'ffmpeg' }[
    video.encoder
  ]
  const seconds = (video.durationMs / 1000).toFixed(2)
  return (
    `${video.target}: ${video.width}×${video.height} ${video.container.toUpperCase()} ` +
    `(${video.videoCodec}${audio}, ${by}), ${video.fps} fps, ${video.frames} frames, ${seconds} s`
  )
}
