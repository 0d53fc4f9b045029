import type Konva from 'konva'
import type { BelowSnapshot } from './below-snapshot.ts'
import { takeBelowSnapshot } from './below-snapshot-loader.ts'
import { TransformerSnapshot } from './transformer-snapshot.ts'

interface MovingNode {
  node: Konva.Node
  x: number
  y: number
}

/**
 * What the canvas shows while the selection moves, for speed. The canvas is held (it does not
 * render the document each frame): the moving layers' nodes are shifted by the move's offset —
 * what translateLayers did to their evaluated position — and the canvas renders the document
 * again when the move ends. The content layer's hit graph is paused (moves come from window
 * events, so nothing hit-tests it; that halves a frame on large scenes), and a bitmap of the
 * Transformer follows the move instead of the Transformer itself. The layers below the moving
 * ones are drawn from a bitmap taken at the start (`BelowSnapshot`: the same pixels; loaded on
 * demand, until then they are drawn as usual).
 */
export class MoveFeedback {
  private constructor(
    private readonly nodes: MovingNode[],
    private readonly paused: Konva.Layer | null,
    private readonly listening: boolean,
    private readonly snapshot: TransformerSnapshot | null,
    private readonly below: BelowSnapshot | null,
  ) {}

  static start(
    nodes: readonly Konva.Node[],
    content: Konva.Layer | null,
    transformer: Konva.Transformer | null,
  ): MoveFeedback {
    const listening = content?.listening() ?? false
    content?.listening(false)
    return new MoveFeedback(
      nodes.map((node) => ({ node, x: node.x(), y: node.y() })),
      content,
      listening,
      transformer ? TransformerSnapshot.take(transformer) : null,
      content ? takeBelowSnapshot(content, nodes) : null,
    )
  }

  /** Shows the moving nodes and the Transformer's bitmap moved by (dx, dy) canvas px. */
  moveTo(dx: number, dy: number): void {
    const shift = () => {
      for (const { node, x, y } of this.nodes) node.position({ x: x + dx, y: y + dy })
    }
    if (this.below) this.below.shift(shift)
    else shift()
    this.snapshot?.moveTo(dx, dy)
  }

  /** Resumes hit testing and the Transformer; the canvas then draws the document again. */
  end(): void {
    this.below?.end()
    this.paused?.listening(this.listening)
    this.snapshot?.restore()
  }
}
