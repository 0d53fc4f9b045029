// For looking at, never compared: frames pulled from an exported video next to the canvas's own
// frame at the same time (a SceneCanvas mounted as the render page of `podscene render --at`
// mounts it), one PNG per time: video on the left, canvas on the right.
import { createRef } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { canvasSizeOfDocument, sceneOfDocument, type EditorDocument } from '@podscene/core'
import { exportVideo, MediaCache, SceneCanvas, type SceneCanvasHandle } from '@podscene/react'
import { ALL_FORMATS, BlobSource, Input, VideoSampleSink } from 'mediabunny'

declare global {
  interface Window {
    framesNextToCanvas?: (
      doc: EditorDocument,
      timesMs: number[],
      width: number,
      height: number,
    ) => Promise<string[]>
  }
}

async function canvasFrame(doc: EditorDocument, timeMs: number, scale: number): Promise<Blob> {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  const size = canvasSizeOfDocument(doc)!
  const scene = sceneOfDocument(doc)
  const bg = (scene as { bg_color?: unknown }).bg_color
  const ref = createRef<SceneCanvasHandle>()
  flushSync(() =>
    root.render(
      <SceneCanvas
        ref={ref}
        scene={scene}
        canvasSize={size}
        timeMs={timeMs}
        width={size.width}
        height={size.height}
        view={{ zoom: 1, x: 0, y: 0 }}
        background={typeof bg === 'string' && bg ? bg : '#000000'}
        mediaCache={new MediaCache()}
        cull={false}
      />,
    ),
  )
  for (let round = 0; round < 4; round++) {
    await ref.current!.whenMediaSettled()
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  const png = await ref.current!.exportPng({ pixelRatio: scale })
  root.unmount()
  host.remove()
  return png
}

window.framesNextToCanvas = async (doc, timesMs, width, height) => {
  const end = Math.max(...timesMs) + 100
  const { blob } = await exportVideo(doc, { format: 'mp4', width, height, toMs: end })
  const input = new Input({ source: new BlobSource(blob!), formats: ALL_FORMATS })
  const sink = new VideoSampleSink((await input.getPrimaryVideoTrack())!)
  const scale = width / canvasSizeOfDocument(doc)!.width
  const out: string[] = []
  for (const t of timesMs) {
    const side = new OffscreenCanvas(width * 2 + 8, height)
    const ctx = side.getContext('2d')!
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, side.width, side.height)
    const sample = (await sink.getSample(t / 1000))!
    sample.draw(ctx, 0, 0, width, height)
    sample.close()
    ctx.drawImage(await createImageBitmap(await canvasFrame(doc, t, scale)), width + 8, 0)
    const png = await side.convertToBlob({ type: 'image/png' })
    const bytes = new Uint8Array(await png.arrayBuffer())
    let binary = ''
    for (const b of bytes) binary += String.fromCharCode(b)
    out.push(btoa(binary))
  }
  input.dispose()
  return out
}
