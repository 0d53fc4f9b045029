import { layerBounds, unionBox, type Box } from '../geometry.ts'
import { snapBox, snapTargets, type SnapTargets } from '../snapping.ts'
import { StateNode } from '../state-node.ts'
import { SNAP_THRESHOLD_PX, type PointerInput } from '../types.ts'

interface Drag {
  start: PointerInput
  keys: string[]
  /** Bounds of the moving layers that are drawn, snapped against `targets`. */
  box: Box | null
  targets: SnapTargets
  dx: number
  dy: number
}

/**
 * Moves the editable selection: every pointer move replaces the gesture's change by one
 * translateLayers from the start (keyframed positions follow); edges and centre snap to the
 * canvas and the other drawn layers unless Alt is held. Release commits one undo step.
 */
export class Moving extends StateNode {
  readonly id = 'moving' as const
  private drag: Drag | null = null

  override onEnter(start: PointerInput): void {
    const keys = this.interaction.editableSelection()
    if (keys.length === 0) {
      this.interaction.transition('idle', undefined)
      return
    }
    const moving = new Set(keys)
    const boxes: Box[] = []
    const others: Box[] = []
    for (const layer of this.interaction.drawnLayers()) {
      ;(moving.has(layer.key) ? boxes : others).push(layerBounds(layer))
    }
    const { width, height } = this.interaction.context.canvasSize()
    this.editor.beginGesture()
    this.drag = {
      start,
      keys,
      box: unionBox(boxes),
      targets: snapTargets(width, height, others),
      dx: 0,
      dy: 0,
    }
  }

  override onExit(): void {
    this.drag = null
  }

  override onPointerMove(input: PointerInput): void {
    const drag = this.drag!
    const zoom = this.interaction.context.view().zoom
    let dx = (input.screen.x - drag.start.screen.x) / zoom
    let dy = (input.screen.y - drag.start.screen.y) / zoom
    let guides: ReturnType<typeof snapBox>['guides'] = []
    if (!input.altKey && drag.box) {
      const moved = { ...drag.box, x: drag.box.x + dx, y: drag.box.y + dy }
      const snap = snapBox(moved, drag.targets, SNAP_THRESHOLD_PX / zoom)
      dx += snap.dx
      dy += snap.dy
      guides = snap.guides
    }
    drag.dx = dx
    drag.dy = dy
    this.editor.updateGesture(() => this.editor.translateLayers(drag.keys, dx, dy))
    this.interaction.setFeedback({ guides, offset: { x: dx, y: dy } })
  }

  override onPointerUp(): void {
    const { dx, dy } = this.drag!
    if (dx === 0 && dy === 0) this.editor.cancelGesture()
    else this.editor.commitGesture()
    this.interaction.transition('idle', undefined)
  }

  override onCancel(): boolean {
    this.editor.cancelGesture()
    this.interaction.transition('idle', undefined)
    return true
  }
}
