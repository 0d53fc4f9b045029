import type Konva from 'konva'
import type { Box, Editor, Guide, View } from '@podscene/core'
import type { UiStore } from '../state/ui-store.ts'

export type { View }
export { SNAP_THRESHOLD_PX } from '@podscene/core'

/** The overlay nodes the interaction draws into (owned by <SelectionOverlay>). */
export interface OverlayHandles {
  transformer: Konva.Transformer
  showGuides(guides: readonly Guide[]): void
  showMarquee(box: Box | null): void
}

/** What the canvas interaction needs from the editor around it. */
export interface InteractionHost {
  editor: Editor
  ui: UiStore
  readOnly(): boolean
  view(): View
  setView(view: View): void
  canvasSize(): { width: number; height: number }
  /** The Konva node drawing a layer (its outermost node), if drawn. */
  nodeOf(key: string): Konva.Node | undefined
  overlay(): OverlayHandles | null
  /**
   * While held, the canvas keeps drawing the scene it drew (a move shifts its nodes itself, so a
   * frame costs one command, not a render of every layer); released, it draws the document.
   */
  holdCanvas(hold: boolean): void
}
