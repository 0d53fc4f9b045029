import { boxFromPoints, boxesIntersect, distance, layerBounds, type Box } from '../geometry.ts'
import { StateNode } from '../state-node.ts'
import { DRAG_START_PX, type PointerInput } from '../types.ts'

/**
 * A press on empty canvas: dragging draws a box that selects the layers it touches (Shift,
 * Ctrl or Cmd add to the selection); a click without a move clears the selection.
 */
export class Marquee extends StateNode {
  readonly id = 'marquee' as const
  private start: PointerInput | null = null
  private moved = false

  override onEnter(start: PointerInput): void {
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
      if (!additive) editor.clearSelection()
    } else {
      const area = this.area(input)
      const { isLocked } = this.interaction.context
      const hits = this.interaction
        .drawnLayers()
        .filter((l) => l.key !== '' && !isLocked(l.key) && boxesIntersect(layerBounds(l), area))
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
