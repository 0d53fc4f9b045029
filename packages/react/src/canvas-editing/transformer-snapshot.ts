import Konva from '#konva'

/**
 * A bitmap of the Transformer that stands in for it while a move drags its nodes: the box and
 * anchors look the same and follow the move, but the Transformer is detached meanwhile, so it
 * does not measure its nodes and lay its anchors out again on every pointer move.
 */
export class TransformerSnapshot {
  private constructor(
    private readonly transformer: Konva.Transformer,
    private readonly nodes: Konva.Node[],
    private readonly image: Konva.Image,
    private readonly origin: { x: number; y: number },
  ) {}

  /** Replaces a visible, attached Transformer with its bitmap; null when it shows nothing. */
  static take(transformer: Konva.Transformer): TransformerSnapshot | null {
    const layer = transformer.getLayer()
    const nodes = transformer.nodes()
    if (!layer || nodes.length === 0 || !transformer.isVisible()) return null
    // Whole screen pixels (with a pixel of margin for antialiasing) keep the bitmap sharp.
    const box = transformer.getClientRect()
    const x = Math.floor(box.x) - 1
    const y = Math.floor(box.y) - 1
    const width = Math.ceil(box.x + box.width) + 1 - x
    const height = Math.ceil(box.y + box.height) + 1 - y
    if (!Number.isFinite(width + height) || width <= 0 || height <= 0) return null
    const pixelRatio = layer.getCanvas().getPixelRatio()
    const bitmap = transformer.toCanvas({ x, y, width, height, pixelRatio })
    const toLayer = layer.getAbsoluteTransform().copy().invert()
    const topLeft = toLayer.point({ x, y })
    const bottomRight = toLayer.point({ x: x + width, y: y + height })
    const image = new Konva.Image({
      image: bitmap,
      x: topLeft.x,
      y: topLeft.y,
      width: bottomRight.x - topLeft.x,
      height: bottomRight.y - topLeft.y,
      listening: false,
    })
    transformer.nodes([])
    transformer.visible(false)
    layer.add(image)
    return new TransformerSnapshot(transformer, nodes, image, topLeft)
  }

  /** Shows the bitmap moved by (dx, dy) in the overlay layer's coordinates (canvas px). */
  moveTo(dx: number, dy: number): void {
    this.image.position({ x: this.origin.x + dx, y: this.origin.y + dy })
  }

  /** Removes the bitmap and attaches the Transformer again to the nodes still on the stage. */
  restore(): void {
    const layer = this.image.getLayer()
    this.image.destroy()
    this.transformer.visible(true)
    this.transformer.nodes(this.nodes.filter((node) => node.getStage()))
    layer?.batchDraw()
  }
}
