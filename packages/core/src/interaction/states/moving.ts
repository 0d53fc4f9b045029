import { animatedValuesAt } from '../../editor/commands/transform-plan.ts'
import { layerBounds, unionBox, type Box, type Point } from '../geometry.ts'
import { snapBox, snapTargets, type SnapTargets } from '../snapping.ts'
import { StateNode } from '../state-node.ts'
import { SNAP_THRESHOLD_PX, type PointerInput } from '../types.ts'

interface Drag {
  start: PointerInput
  keys: string[]
  /** Each moving layer's position as shown at the playhead when the move began. */
  from: Point[]
  /** Bounds of the moving layers that are drawn, snapped against `targets`. */
  box: Box | null
  targets: SnapTargets
  dx: number
  dy: number
  /** Ctrl / ⌘ held at the last move: the whole animation moves (every keyframe). */
  wholeMotion: boolean
}

/** A move with Ctrl or ⌘ held moves the whole animation (translateLayers) instead. */
export const isWholeMotionMove = (input: PointerInput) => input.ctrlKey || input.metaKey

/**
 * Moves the editable selection: every pointer move replaces the gesture's change by one from the
 * start. What the layer shows at the playhead is moved (transformLayers: the keyframe at the
 * playhead set, or one added there; an unanimated layer's x/y); with Ctrl / ⌘ held, every
 * keyframe moves by the same delta (translateLayers, the whole motion). Edges and centre snap to
 * the canvas and the other drawn layers unless Alt is held. Release puts each layer's position
 * on whole pixels and commits one undo step.
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
    const atMs = this.editor.session.playheadMs
    const from = keys.map((key) => animatedValuesAt(this.editor.getLayer(key)!.layer, atMs))
    this.editor.beginGesture('move')
    this.drag = {
      start,
      keys,
      from: from.map(({ x, y }) => ({ x, y })),
      box: unionBox(boxes),
      targets: snapTargets(width, height, others),
      dx: 0,
      dy: 0,
      wholeMotion: isWholeMotionMove(start),
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
    drag.wholeMotion = isWholeMotionMove(input)
    this.editor.updateGesture(() => this.apply(drag, false))
    this.interaction.setFeedback({ guides, offset: { x: dx, y: dy } })
  }

  override onPointerUp(): void {
    const drag = this.drag!
    if (drag.dx === 0 && drag.dy === 0) this.editor.cancelGesture()
    else {
      const off = (v: number, d: number) => d !== 0 && !Number.isInteger(v + d)
      if (drag.from.some(({ x, y }) => off(x, drag.dx) || off(y, drag.dy))) {
        this.editor.updateGesture(() => this.apply(drag, true))
      }
      this.editor.commitGesture()
    }
    this.interaction.transition('idle', undefined)
  }

  override onCancel(): boolean {
    this.editor.cancelGesture()
    this.interaction.transition('idle', undefined)
    return true
  }

  /** The move so far, from the gesture's start; `round`: positions on whole pixels. */
  private apply({ keys, from, dx, dy, wholeMotion }: Drag, round: boolean): void {
    const to = (v: number, d: number) => (round && d !== 0 ? Math.round(v + d) : v + d)
    if (wholeMotion) {
      keys.forEach((key, i) => {
        const { x, y } = from[i]!
        const kx = to(x, dx) - x
        const ky = to(y, dy) - y
        if (kx !== 0 || ky !== 0) this.editor.translateLayers([key], kx, ky)
      })
      return
    }
    const changes = keys.map((layer, i) => ({
      layer,
      x: to(from[i]!.x, dx),
      y: to(from[i]!.y, dy),
    }))
    this.editor.transformLayers(changes)
  }
}
