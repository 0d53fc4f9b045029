import type Konva from 'konva'
import { SceneCanvas } from 'konva/lib/Canvas.js'
import { OVERLAY_LAYER_NAME } from '../../canvas/scene-canvas.tsx'
import { withEditorOnlyHidden } from '../../canvas/export-frame.ts'
import { StillLayerCache } from './still-layers.ts'

/**
 * How many canvases frames are drawn into in turn. A `VideoFrame` made from a canvas keeps its
 * pixels (a snapshot) until the encoder is done with it; drawing into that canvas meanwhile makes
 * Chromium copy or reallocate its whole backing store first (~2.5 ms of the page's main thread
 * per 1280×720 frame, measured: test/bench/NOTES.md "video, 2026-11-27 08:xx"). mediabunny keeps
 * up to four frames queued in the encoder; with one being encoded and one being drawn, a ring of
 * six canvases is drawn into only after its last frame was released.
 */
export const FRAME_CANVAS_RING = 6

/**
 * Draws a stage's canvas area into reused Konva canvases, as `stage.toCanvas({x: 0, y: 0,
 * width, height, pixelRatio})` does (each visible layer's `drawScene` into a scene canvas of that
 * pixel ratio; overlays and editor-only nodes left out as `exportFrameCanvas` leaves them out) without
 * allocating canvases of the output's size for every frame: consecutive frames go to the
 * FRAME_CANVAS_RING canvases in turn. Layers named still (unchanged since the previous frame, see
 * `stillLayerNodes`) are copied from pixels kept by a `StillLayerCache`.
 */
export class StageDrawing {
  private targets: SceneCanvas[] = []
  private next = 0
  private key = ''
  private readonly stills = new StillLayerCache()

  draw(
    stage: Konva.Stage,
    canvas: { width: number; height: number },
    pixelRatio: number,
    still: ReadonlySet<Konva.Group> = new Set(),
  ): HTMLCanvasElement {
    const key = `${canvas.width}x${canvas.height}@${pixelRatio}`
    if (key !== this.key) {
      this.dispose()
      this.key = key
    }
    let target = this.targets[this.next]
    if (!target) {
      target = new SceneCanvas({ width: canvas.width, height: canvas.height, pixelRatio })
      this.targets[this.next] = target
    }
    this.next = (this.next + 1) % FRAME_CANVAS_RING
    const context = target.getContext()
    context.clear()
    // What `withExportVisibility` leaves out, without toggling the overlay layer's visibility
    // (that writes its canvas element's style on every frame): only the content layer is drawn,
    // its editor-only nodes hidden meanwhile.
    const layers = stage
      .getLayers()
      .filter((layer) => !layer.hasName(OVERLAY_LAYER_NAME) && layer.isVisible())
    // As Stage#toCanvas: each visible layer's scene (a layer clears its canvas first, so more
    // than one visible layer would need compositing; the canvas has one, overlays left out).
    if (layers.length > 1) throw new Error('the video frame source draws one content layer')
    const [content] = layers
    if (content)
      withEditorOnlyHidden(content, () =>
        this.stills.drawWith(target, still, () => content.drawScene(target)),
      )
    ;(target as { _releaseIsolationCanvas?: () => void })._releaseIsolationCanvas?.()
    return target._canvas
  }

  dispose(): void {
    this.stills.dispose()
    for (const target of this.targets) target.setSize(0, 0)
    this.targets = []
    this.next = 0
    this.key = ''
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
