import type Konva from 'konva'
import type { Editor, EvaluatedLayer } from '@podscene/core'
import type { Guide, Box } from './snapping.ts'
import type { UiStore } from './ui-store.ts'

/** Screen px = canvas px × zoom + (x, y), relative to the stage container. */
export interface View {
  zoom: number
  x: number
  y: number
}

/** The overlay nodes the interaction draws into (owned by <SelectionOverlay>). */
export interface OverlayHandles {
  transformer: Konva.Transformer
  showGuides(guides: Guide[]): void
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
  /** Evaluated layers at the playhead, in draw order. */
  layers(): readonly EvaluatedLayer[]
  /** The Konva node drawing a layer (its outermost node), if drawn. */
  nodeOf(key: string): Konva.Node | undefined
  overlay(): OverlayHandles | null
}

/** Snapping distance in screen pixels; divided by the zoom to get canvas pixels. */
export const SNAP_THRESHOLD_PX = 6
/** A press that moves less than this (screen px) is a click, not a drag. */
export const DRAG_START_PX = 3
