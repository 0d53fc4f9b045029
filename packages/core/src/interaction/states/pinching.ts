import { distance, type Point } from '../geometry.ts'
import { StateNode } from '../state-node.ts'
import { zoomViewAbout, type View } from '../view.ts'

interface Pinch {
  distance: number
  mid: Point
  view: View
}

/** Two fingers: zoom by the change of their distance, pan with their midpoint. */
export class Pinching extends StateNode {
  readonly id = 'pinching' as const
  private pinch: Pinch | null = null

  override onEnter(): void {
    const [a, b] = this.fingers()
    this.pinch = {
      distance: Math.max(1, distance(a, b)),
      mid: midpoint(a, b),
      view: this.interaction.context.view(),
    }
  }

  override onPointerMove(): void {
    const { touches, context } = this.interaction
    if (touches.size < 2) return
    const [a, b] = this.fingers()
    const pinch = this.pinch!
    const zoom = (pinch.view.zoom * distance(a, b)) / pinch.distance
    context.setView(zoomViewAbout(pinch.view, zoom, pinch.mid, midpoint(a, b)))
  }

  override onPointerUp(): void {
    if (this.interaction.touches.size < 2) this.interaction.transition('idle', undefined)
  }

  override onCancel(): boolean {
    this.interaction.context.setView(this.pinch!.view)
    this.interaction.transition('idle', undefined)
    return true
  }

  private fingers(): [Point, Point] {
    const [a, b] = [...this.interaction.touches.values()]
    return [a!, b!]
  }
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
}
