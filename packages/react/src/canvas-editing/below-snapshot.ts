import type Konva from 'konva'
import type { SceneCanvas } from 'konva/lib/Canvas'
import KonvaRuntime from '#konva'

/** Fewer layers than this below the moving ones: drawing them costs less than the bitmap. */
export const MIN_LAYERS_BELOW = 32

type Drawn = Omit<Konva.Layer, 'children' | 'drawScene'> & {
  children: Konva.Node[]
  drawScene(can?: SceneCanvas, top?: Konva.Node): Konva.Layer
}

/**
 * While a move drags some layers, the content layer draws the layers below the lowest moving one
 * from a bitmap, then draws the others. The bitmap is taken when the move starts from the
 * layer's own canvas after drawing only those layers (same canvas, same rasteriser) and is copied
 * back pixel for pixel before the layer's clip applies, as drawing them did: a frame has the
 * same pixels as a full draw. It is dropped for the rest of the move as soon as anything else in
 * the layer asks for a draw (a React update, a video frame, a media load — every attribute change
 * does, except the move's own, see `shift`), the layer's children or view change, or its canvas
 * is resized. Draws into another canvas (exports) are full draws.
 */
export class BelowSnapshot {
  private valid = true
  /** True while the move shifts its own nodes (their draw requests keep the bitmap). */
  private shifting = false

  private constructor(
    private readonly layer: Drawn,
    private readonly below: readonly Konva.Node[],
    private readonly bitmap: HTMLCanvasElement,
    private readonly view: string,
  ) {}

  /** Takes the bitmap of what is below `nodes` in `layer`; null when it would not pay. */
  static take(layer: Konva.Layer, nodes: readonly Konva.Node[]): BelowSnapshot | null {
    const drawn = layer as Drawn
    if (!KonvaRuntime.autoDrawEnabled || !layer.clearBeforeDraw() || nodes.length === 0) return null
    const children = drawn.children
    let first = children.length
    for (const node of nodes) {
      let top: Konva.Node | null = node
      while (top && top.getParent() !== layer) top = top.getParent()
      if (!top) return null
      first = Math.min(first, children.indexOf(top))
    }
    if (first < MIN_LAYERS_BELOW) return null
    const below = children.slice(0, first)
    const element = layer.getCanvas()._canvas
    // The layer's canvas with only the layers below drawn, copied.
    drawn.children = below as Konva.Node[]
    try {
      drawn.drawScene()
    } finally {
      drawn.children = children
    }
    const bitmap = document.createElement('canvas')
    bitmap.width = element.width
    bitmap.height = element.height
    const context = bitmap.getContext('2d')
    if (!context) return null
    context.drawImage(element, 0, 0)
    const snapshot = new BelowSnapshot(drawn, below, bitmap, viewOf(layer))
    snapshot.install()
    // The canvas holds only the layers below now: draw it whole again (through the bitmap).
    drawn.drawScene()
    return snapshot
  }

  /** Runs the move's own node changes (their draw requests do not drop the bitmap). */
  shift(move: () => void): void {
    this.shifting = true
    try {
      move()
    } finally {
      this.shifting = false
    }
  }

  /** The layer draws as usual again. */
  end(): void {
    const layer = this.layer as unknown as Record<string, unknown>
    delete layer.drawScene
    delete layer.batchDraw
  }

  private install(): void {
    const layer = this.layer
    const proto = Object.getPrototypeOf(layer) as Drawn
    // Own properties shadow the class's methods while the move lasts (removed by end()).
    layer.batchDraw = () => {
      if (!this.shifting) this.valid = false
      return proto.batchDraw.call(layer)
    }
    layer.drawScene = (can?: SceneCanvas, top?: Konva.Node) => {
      if (!this.usable(can, top)) return proto.drawScene.call(layer, can, top)
      const all = layer.children
      const context = layer.getCanvas().getContext()
      context.clear()
      const native = context._context
      native.save()
      native.setTransform(1, 0, 0, 1, 0, 0)
      native.globalAlpha = 1
      native.globalCompositeOperation = 'source-over'
      native.drawImage(this.bitmap, 0, 0)
      native.restore()
      const attrs = layer.attrs as { clearBeforeDraw?: boolean }
      const clear = Object.hasOwn(attrs, 'clearBeforeDraw')
      const clearValue = attrs.clearBeforeDraw
      // The attribute itself, not its setter: a setter asks for a draw.
      attrs.clearBeforeDraw = false
      layer.children = all.slice(this.below.length)
      try {
        return proto.drawScene.call(layer, can, top)
      } finally {
        layer.children = all
        if (clear) attrs.clearBeforeDraw = clearValue
        else delete attrs.clearBeforeDraw
      }
    }
  }

  /** Whether this draw can start from the bitmap. */
  private usable(can: SceneCanvas | undefined, top: Konva.Node | undefined): boolean {
    const layer = this.layer
    const own = layer.getCanvas()
    if (!this.valid || top || (can && can !== own)) return false
    const all = layer.children
    const ok =
      all.length > this.below.length &&
      this.below.every((node, i) => all[i] === node) &&
      own._canvas.width === this.bitmap.width &&
      own._canvas.height === this.bitmap.height &&
      layer.clearBeforeDraw() &&
      layer.visible() &&
      viewOf(layer as unknown as Konva.Layer) === this.view
    if (!ok) this.valid = false
    return ok
  }
}

/** The layer's transform on the page (zoom and pan), as a comparable string. */
function viewOf(layer: Konva.Layer): string {
  return layer.getAbsoluteTransform().getMatrix().join(',')
}
