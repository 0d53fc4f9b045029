import type Konva from 'konva'
import { SceneCanvas } from 'konva/lib/Canvas.js'
import { withExportVisibility } from '../../canvas/export-frame.ts'
import { StillLayerCache } from './still-layers.ts'

/**
 * Draws a stage's canvas area into one reused Konva canvas, as `stage.toCanvas({x: 0, y: 0,
 * width, height, pixelRatio})` does (each visible layer's `drawScene` into a scene canvas of that
 * pixel ratio; overlays and editor-only nodes hidden as `exportFrameCanvas` hides them) without
 * allocating canvases of the output's size for every frame. Layers named still (unchanged since
 * the previous frame, see `stillLayerNodes`) are copied from pixels kept by a `StillLayerCache`.
 */
export class StageDrawing {
  private target: SceneCanvas | null = null
  private key = ''
  private readonly stills = new StillLayerCache()

  draw(
    stage: Konva.Stage,
    canvas: { width: number; height: number },
    pixelRatio: number,
    still: ReadonlySet<Konva.Group> = new Set(),
  ): HTMLCanvasElement {
    const key = `${canvas.width}x${canvas.height}@${pixelRatio}`
    if (!this.target || key !== this.key) {
      this.dispose()
      this.target = new SceneCanvas({ width: canvas.width, height: canvas.height, pixelRatio })
      this.key = key
    }
    const target = this.target
    const context = target.getContext()
    context.clear()
    withExportVisibility(stage, () => {
      // As Stage#toCanvas: each visible layer's scene (a layer clears its canvas first, so more
      // than one visible layer would need compositing; the canvas has one, overlays hidden).
      const layers = stage.getLayers().filter((layer) => layer.isVisible())
      if (layers.length > 1) throw new Error('the video frame source draws one content layer')
      this.stills.drawWith(target, still, () => {
        for (const layer of layers) layer.drawScene(target)
      })
    })
    ;(target as { _releaseIsolationCanvas?: () => void })._releaseIsolationCanvas?.()
    return target._canvas
  }

  dispose(): void {
    this.stills.dispose()
    if (this.target) this.target.setSize(0, 0)
    this.target = null
  }
}

/**
 * Stops a hidden stage's layers from drawing themselves on animation frames (react-konva asks
 * for a batchDraw after every update): frames are drawn by `StageDrawing` only, so drawing the
 * layers' own canvases too would double the work.
 */
export function quietLayers(stage: Konva.Stage): void {
  for (const layer of stage.getLayers()) {
    layer.batchDraw = () => layer
  }
}
