import type { SceneCanvasHandle } from '@podscene/react'
import { downloadBlob } from './download.ts'

/**
 * "Export frame": the canvas at the playhead as a PNG at the canvas's own size (1920×1080 for
 * 16:9…), selection and guides left out, once its media has loaded; downloaded as
 * `<name>-<playhead ms>ms.png`.
 */
export async function exportFrame(
  canvas: SceneCanvasHandle,
  name: string,
  playheadMs: number,
): Promise<string> {
  await canvas.whenMediaSettled()
  const png = await canvas.exportPng()
  const fileName = `${name}-${Math.round(playheadMs)}ms.png`
  downloadBlob(fileName, png)
  return fileName
}
