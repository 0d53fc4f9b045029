import { createRef } from 'react'
import type Konva from 'konva'
import { render } from 'vitest-browser-react'
import type { EvaluatedLayer, Layer } from '@podscene/core'
import { SceneCanvas, type SceneCanvasHandle, type SceneCanvasProps } from '../../src/index.ts'

/** An evaluated layer with neutral defaults; `source` fields merge over `{ type }`. */
export function evaluated(
  fields: Partial<Omit<EvaluatedLayer, 'source'>> & { source?: Layer },
): EvaluatedLayer {
  const type = fields.type ?? fields.source?.type ?? 'color'
  return {
    trackKey: 't',
    trackIndex: 0,
    layerIndex: 0,
    key: fields.key ?? `${type}-layer`,
    type,
    visible: true,
    x: 0,
    y: 0,
    w: 100,
    h: 100,
    r: 0,
    alpha: 1,
    scale: 1,
    blur: 0,
    volume: 1,
    flip: 'none',
    crop: null,
    transitions: [],
    camera: null,
    ...fields,
    source: { type, ...fields.source },
  }
}

export type Rgba = [number, number, number, number]

export interface DrawnCanvas {
  handle: SceneCanvasHandle
  stage: Konva.Stage
  /** RGBA of the content layer at canvas pixel (x, y) (zoom 1, no pan). */
  pixel(x: number, y: number): Rgba
  rerender(props: Partial<SceneCanvasProps>): Promise<void>
  texts(): string[]
}

const size = { width: 200, height: 100 }

/** Mounts a 200×100 canvas at zoom 1 and waits until its media settled and it has drawn. */
export async function drawCanvas(props: Partial<SceneCanvasProps>): Promise<DrawnCanvas> {
  const ref = createRef<SceneCanvasHandle>()
  const full = (p: Partial<SceneCanvasProps>) => (
    <SceneCanvas
      ref={ref}
      canvasSize={size}
      width={size.width}
      height={size.height}
      view={{ zoom: 1, x: 0, y: 0 }}
      {...p}
    />
  )
  const screen = await render(full(props))
  await settle(ref.current!)
  const handle = ref.current!
  const stage = handle.getStage()!
  return {
    handle,
    stage,
    pixel(x, y) {
      stage.draw()
      const layer = stage.findOne('.podscene-content') as Konva.Layer
      const ratio = layer.getCanvas().getPixelRatio()
      const data = layer
        .getContext()
        .getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data
      return [data[0]!, data[1]!, data[2]!, data[3]!]
    },
    async rerender(next) {
      await screen.rerender(full({ ...props, ...next }))
      await settle(handle)
    },
    texts() {
      return (stage.find('Text') as Konva.Text[]).map((node) => node.text())
    },
  }
}

async function settle(handle: SceneCanvasHandle): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await handle.whenMediaSettled()
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
  }
}

/** A data:image/png URL of a w×h image, left half `left`, right half `right`. */
export function twoColourImage(w: number, h: number, left: string, right: string): string {
  const canvas = document.createElement('canvas')
  canvas.width = w
  canvas.height = h
  const ctx = canvas.getContext('2d')!
  ctx.fillStyle = left
  ctx.fillRect(0, 0, w / 2, h)
  ctx.fillStyle = right
  ctx.fillRect(w / 2, 0, w / 2, h)
  return canvas.toDataURL('image/png')
}

export function isRed([r, g, b, a]: Rgba): boolean {
  return r > 200 && g < 60 && b < 60 && a > 200
}
export function isBlue([r, g, b, a]: Rgba): boolean {
  return b > 200 && r < 60 && g < 60 && a > 200
}
export function isBlack([r, g, b]: Rgba): boolean {
  return r < 30 && g < 30 && b < 30
}
