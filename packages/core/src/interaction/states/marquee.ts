import {
  boxFromPoints,
  boxesIntersect,
  coversCanvas,
  distance,
  layerBounds,
  type Box,
} from '../geometry.ts'
import { StateNode } from '../state-node.ts'
import { DRAG_START_PX, type PointerInput } from '../types.ts'

/** A marquee's start; `clickSelects`: pressed on a background, which a click selects. */
export type MarqueeStart = PointerInput & { clickSelects?: string }

/**
 * A press on empty canvas (or on an unselected background): dragging draws a box that selects
 * the layers it touches, except backgrounds covering the whole canvas (Shift, Ctrl or Cmd add to
 * the selection); a click without a move clears the selection, or selects the background.
 */
export class Marquee extends StateNode {
  readonly id = 'marquee' as const
  private start: MarqueeStart | null = null
  private moved = false

  override onEnter(start: MarqueeStart): void {
    this.start = start
    this.moved = false
  }

  override onPointerMove(input: PointerInput): void {
    if (!this.moved && distance(this.start!.screen, input.screen) < DRAG_START_PX) return
    this.moved = true
    this.interaction.setFeedback({ marquee: this.area(input) })
  }

  override onPointerUp(input: PointerInput): void {
    const start = this.start!
    const additive = start.shiftKey || start.ctrlKey || start.metaKey
    const { editor } = this
    if (!this.moved) {
      if (start.clickSelects !== undefined) editor.select([start.clickSelects])
      else if (!additive) editor.clearSelection()
    } else {
      const area = this.area(input)
      const { isLocked, canvasSize } = this.interaction.context
      const canvas = canvasSize()
      const hits = this.interaction
        .drawnLayers()
        .filter(
          (l) =>
            l.key !== '' &&
            !isLocked(l.key) &&
            !coversCanvas(l, canvas) &&
            boxesIntersect(layerBounds(l), area),
        )
        .map((l) => l.key)
      if (additive) editor.addToSelection(hits.filter((k) => !editor.session.selection.includes(k)))
      else editor.select(hits)
    }
    this.interaction.transition('idle', undefined)
  }

  override onCancel(): boolean {
    this.interaction.transition('idle', undefined)
    return true
  }

  private area(input: PointerInput): Box {
    const a = this.interaction.canvasPoint(this.start!.screen)
    const b = this.interaction.canvasPoint(input.screen)
    return boxFromPoints(a.x, a.y, b.x, b.y)
  }
}
