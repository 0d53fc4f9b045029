import { createRef } from 'react'
import { render } from 'vitest-browser-react'
import { canvasSizeOfDocument, sceneOfDocument, type EditorDocument } from '@podscene/core'
import { MediaCache, SceneCanvas, type SceneCanvasHandle } from '../../src/index.ts'

/**
 * The frame `podscene render --at` makes of `doc` at `timeMs`: the render page's SceneCanvas
 * (canvas size, zoom 1, no culling, a fresh media cache, settled media), exported at `scale`.
 */
export async function referenceFrame(
  doc: EditorDocument,
  timeMs: number,
  scale: number,
): Promise<ImageData> {
  const size = canvasSizeOfDocument(doc)!
  const scene = sceneOfDocument(doc)
  const bg = (scene as { bg_color?: unknown }).bg_color
  const ref = createRef<SceneCanvasHandle>()
  const screen = await render(
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
  )
  for (let round = 0; round < 4; round++) {
    await ref.current!.whenMediaSettled()
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  const png = await ref.current!.exportPng({ pixelRatio: scale })
  await screen.unmount()
  return imageDataOf(png)
}

export async function imageDataOf(source: Blob | CanvasImageSource): Promise<ImageData> {
  const bitmap = source instanceof Blob ? await createImageBitmap(source) : source
  const { width, height } = bitmap as { width: number; height: number }
  const ctx = new OffscreenCanvas(width, height).getContext('2d')!
  ctx.drawImage(bitmap, 0, 0)
  return ctx.getImageData(0, 0, width, height)
}

/**
 * Share of pixels differing by more than `threshold` in any channel (1 when the sizes differ):
 * the render tests' measure (threshold 8, at most 0.1 % of pixels).
 */
export function mismatchRatio(a: ImageData, b: ImageData, threshold = 8): number {
  if (a.width !== b.width || a.height !== b.height) return 1
  let differing = 0
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(a.data[i + c]! - b.data[i + c]!) > threshold) {
        differing++
        break
      }
    }
  }
  return differing / (a.width * a.height)
}

/** Mean absolute difference over the RGB channels, 0–255. */
export function meanDifference(a: ImageData, b: ImageData): number {
  let sum = 0
  for (let i = 0; i < a.data.length; i += 4)
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!)
  return sum / ((a.data.length / 4) * 3)
}
