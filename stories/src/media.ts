/**
 * Media for stories, generated in the page so nothing downloads: PNG data URLs drawn on a canvas,
 * and a short WebM recorded from a canvas (a blob: URL) for the video stories.
 */
function pngOf(
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
): string {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('2D canvas is not available')
  draw(ctx)
  return canvas.toDataURL('image/png')
}

let cache: Record<string, string> | null = null

export function images() {
  cache ??= {
    background: pngOf(480, 270, (ctx) => {
      const g = ctx.createLinearGradient(0, 0, 480, 270)
      g.addColorStop(0, '#4c1d95')
      g.addColorStop(1, '#0f172a')
      ctx.fillStyle = g
      ctx.fillRect(0, 0, 480, 270)
      ctx.fillStyle = 'rgba(255,255,255,0.08)'
      for (let i = 0; i < 12; i++) ctx.fillRect(i * 40, 0, 20, 270)
    }),
    hostLeft: portrait('#f5d0a9', '#1e3a8a'),
    hostRight: portrait('#a7c7c5', '#7c4a2d'),
    logo: pngOf(128, 128, (ctx) => {
      ctx.fillStyle = '#f59e0b'
      ctx.beginPath()
      ctx.arc(64, 64, 60, 0, Math.PI * 2)
      ctx.fill()
      ctx.fillStyle = '#111827'
      ctx.font = 'bold 56px sans-serif'
      ctx.textAlign = 'center'
      ctx.textBaseline = 'middle'
      ctx.fillText('P', 64, 68)
    }),
    grid: pngOf(200, 200, (ctx) => {
      for (let y = 0; y < 4; y++)
        for (let x = 0; x < 4; x++) {
          ctx.fillStyle = (x + y) % 2 ? '#ef4444' : '#3b82f6'
          ctx.fillRect(x * 50, y * 50, 50, 50)
        }
    }),
  }
  return cache as Record<'background' | 'hostLeft' | 'hostRight' | 'logo' | 'grid', string>
}

function portrait(skin: string, shirt: string): string {
  return pngOf(256, 256, (ctx) => {
    ctx.fillStyle = '#e5e7eb'
    ctx.fillRect(0, 0, 256, 256)
    ctx.fillStyle = shirt
    ctx.beginPath()
    ctx.ellipse(128, 250, 110, 80, 0, 0, Math.PI * 2)
    ctx.fill()
    ctx.fillStyle = skin
    ctx.beginPath()
    ctx.arc(128, 110, 56, 0, Math.PI * 2)
    ctx.fill()
  })
}

/** A 1-second WebM recorded from an animated canvas; null where MediaRecorder cannot record. */
export async function recordedVideo(): Promise<string | null> {
  if (typeof MediaRecorder === 'undefined') return null
  const canvas = document.createElement('canvas')
  canvas.width = 320
  canvas.height = 180
  const ctx = canvas.getContext('2d')!
  const stream = canvas.captureStream(30)
  const type = ['video/webm;codecs=vp8', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t))
  if (!type) return null
  const recorder = new MediaRecorder(stream, { mimeType: type })
  const chunks: Blob[] = []
  recorder.ondataavailable = (e) => chunks.push(e.data)
  const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()))
  recorder.start()
  const started = performance.now()
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = (performance.now() - started) / 1000
      ctx.fillStyle = '#0f172a'
      ctx.fillRect(0, 0, 320, 180)
      ctx.fillStyle = '#22d3ee'
      ctx.fillRect(20 + t * 200, 60, 60, 60)
      if (t < 1) requestAnimationFrame(frame)
      else resolve()
    }
    frame()
  })
  recorder.stop()
  await done
  return URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }))
}

let tone: string | null = null

/** A quiet 440 Hz tone as a mono 16-bit WAV blob: URL (made in the page), for the sound stories. */
export function toneWavUrl(seconds = 12, sampleRate = 8000): string {
  if (tone) return tone
  const samples = Math.round(seconds * sampleRate)
  const view = new DataView(new ArrayBuffer(44 + samples * 2))
  const ascii = (at: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)))
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + samples * 2, true)
  ascii(8, 'WAVEfmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  ascii(36, 'data')
  view.setUint32(40, samples * 2, true)
  for (let i = 0; i < samples; i++) {
    const v = Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 0.1
    view.setInt16(44 + i * 2, Math.round(v * 32767), true)
  }
  tone = URL.createObjectURL(new Blob([view.buffer], { type: 'audio/wav' }))
  return tone
}
