import type Konva from 'konva'
import { TransformerSnapshot } from './transformer-snapshot.ts'

/**
 * What the canvas does while the selection moves, for speed: the content layer's hit graph is
 * paused (moves come from window events, so nothing hit-tests it; that halves a frame on large
 * scenes), and a bitmap of the Transformer follows the move instead of the Transformer itself.
 */
export class MoveFeedback {
  private constructor(
    private readonly paused: Konva.Layer | null,
    private readonly listening: boolean,
    private readonly snapshot: TransformerSnapshot | null,
  ) {}

  static start(content: Konva.Layer | null, transformer: Konva.Transformer | null): MoveFeedback {
    const listening = content?.listening() ?? false
    content?.listening(false)
    return new MoveFeedback(
      content,
      listening,
      transformer ? TransformerSnapshot.take(transformer) : null,
    )
  }

  /** Shows the Transformer's bitmap moved by (dx, dy) canvas px. */
  moveTo(dx: number, dy: number): void {
    this.snapshot?.moveTo(dx, dy)
  }

  end(): void {
    this.paused?.listening(this.listening)
    this.snapshot?.restore()
  }
}
