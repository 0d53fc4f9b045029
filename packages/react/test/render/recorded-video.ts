/**
 * A WebM recorded from a 64×32 canvas for `ms` (made in the test, never stored), each frame
 * painted by `paint(ctx, elapsedMs)`; resolves with its blob: URL.
 */
export async function recordCanvasVideo(
  ms: number,
  paint: (ctx: CanvasRenderingContext2D, elapsedMs: number) => void,
): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = 64
  canvas.height = 32
  const ctx = canvas.getContext('2d')!
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' })
  const chunks: Blob[] = []
  recorder.ondataavailable = (e) => chunks.push(e.data)
  const stopped = new Promise((resolve) => (recorder.onstop = resolve))
  recorder.start()
  const began = performance.now()
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = performance.now() - began
      paint(ctx, t)
      if (t < ms) requestAnimationFrame(frame)
      else resolve()
    }
    frame()
  })
  recorder.stop()
  await stopped
  return URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }))
}
