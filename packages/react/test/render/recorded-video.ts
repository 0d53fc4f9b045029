import { BufferTarget, Output, VideoSample, VideoSampleSource, WebMOutputFormat } from 'mediabunny'

const FPS = 30

/**
 * A 64×32 VP8 WebM of `ms` at 30 fps (made in the test, never stored): frame i shows what
 * `paint(ctx, i × 1000 / 30)` paints, at exactly that timestamp, so which frame a time shows does
 * not depend on how busy the machine was while it was made. Resolves with its blob: URL.
 */
export async function encodeCanvasVideo(
  ms: number,
  paint: (ctx: CanvasRenderingContext2D, elapsedMs: number) => void,
): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = 64
  canvas.height = 32
  const ctx = canvas.getContext('2d')!
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() })
  const source = new VideoSampleSource({ codec: 'vp8', bitrate: 500_000, keyFrameInterval: 0.25 })
  output.addVideoTrack(source, { frameRate: FPS })
  await output.start()
  const frames = Math.ceil((ms * FPS) / 1000)
  for (let i = 0; i < frames; i++) {
    paint(ctx, (i * 1000) / FPS)
    const sample = new VideoSample(canvas, { timestamp: i / FPS, duration: 1 / FPS })
    try {
      await source.add(sample)
    } finally {
      sample.close()
    }
  }
  await output.finalize()
  return URL.createObjectURL(new Blob([output.target.buffer!], { type: 'video/webm' }))
}
