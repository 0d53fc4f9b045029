import { applyGeometryChanges, roundedChange, type GeometryChange } from '../geometry-changes.ts'
import { rotate, type Point } from '../geometry.ts'
import { HANDLE_SIDES, handlePoint, type ResizeHandle } from '../selection-frame.ts'
import { snapPoint, type Guide } from '../snapping.ts'
import { StateNode } from '../state-node.ts'
import { SNAP_THRESHOLD_PX, type PointerInput } from '../types.ts'
import { transformStart, type HandleInfo, type TransformStart } from './transform-start.ts'

/** Smallest width or height a resize leaves (canvas px). */
const MIN_SIZE = 1

/**
 * Drags a resize handle: the opposite side stays, the frame's size follows the pointer in the
 * frame's own (rotated) axes; each layer's size scales by the same ratios and its centre keeps
 * its place relative to the frame. An unrotated handle snaps to the canvas and other layers.
 */
export class Resizing extends StateNode {
  readonly id = 'resizing' as const
  private start: (TransformStart & { handle: ResizeHandle; handleAt: Point }) | null = null
  private changes: GeometryChange[] = []

  override onEnter({ input, handle }: HandleInfo): void {
    const start = transformStart(this.interaction, input)
    if (!start || handle === 'rotater') {
      this.interaction.transition('idle', undefined)
      return
    }
    const zoom = this.interaction.context.view().zoom
    this.start = { ...start, handle, handleAt: handlePoint(start.frame, handle, zoom) }
    this.editor.beginGesture('resize')
  }

  override onExit(): void {
    this.start = null
    this.changes = []
  }

  override onPointerMove(input: PointerInput): void {
    const start = this.start!
    const { frame } = start
    const zoom = this.interaction.context.view().zoom
    const p = this.interaction.canvasPoint(input.screen)
    let dragged = {
      x: start.handleAt.x + p.x - start.press.x,
      y: start.handleAt.y + p.y - start.press.y,
    }
    let guides: Guide[] = []
    const square = Math.abs(frame.r % 90) < 0.5 || Math.abs(frame.r % 90) > 89.5
    if (!input.altKey && square) {
      const snap = snapPoint(dragged, start.targets, SNAP_THRESHOLD_PX / zoom)
      dragged = { x: dragged.x + snap.dx, y: dragged.y + snap.dy }
      guides = snap.guides
    }
    const local = rotate({ x: dragged.x - frame.cx, y: dragged.y - frame.cy }, -frame.r)
    const [sx, sy] = HANDLE_SIDES[start.handle]
    const [left, right] = sides(-frame.w / 2, frame.w / 2, sx, local.x)
    const [top, bottom] = sides(-frame.h / 2, frame.h / 2, sy, local.y)
    const kx = frame.w > 0 ? (right - left) / frame.w : 1
    const ky = frame.h > 0 ? (bottom - top) / frame.h : 1
    const changes: GeometryChange[] = start.entries.map(({ key, before }) => {
      // The layer's centre relative to the frame (frame axes), and how far it moves.
      const rel = rotate(
        { x: before.x + before.w / 2 - frame.cx, y: before.y + before.h / 2 - frame.cy },
        -frame.r,
      )
      const shift = rotate(
        { x: (left + right) / 2 + rel.x * (kx - 1), y: (top + bottom) / 2 + rel.y * (ky - 1) },
        frame.r,
      )
      const w = before.w * kx
      const h = before.h * ky
      const after = {
        x: before.x + shift.x + (before.w - w) / 2,
        y: before.y + shift.y + (before.h - h) / 2,
        w,
        h,
        r: before.r,
      }
      return { key, before, after }
    })
    this.changes = changes
    this.editor.updateGesture(() => applyGeometryChanges(this.editor, changes))
    this.interaction.setFeedback({ guides })
  }

  /** Release: x, y, w and h land on whole pixels; one undo step. */
  override onPointerUp(): void {
    const rounded = this.changes.map(roundedChange)
    const same = (a: GeometryChange, i: number) =>
      (['x', 'y', 'w', 'h'] as const).every((f) => a.after[f] === this.changes[i]!.after[f])
    if (!rounded.every(same)) {
      this.editor.updateGesture(() => applyGeometryChanges(this.editor, rounded))
    }
    this.editor.commitGesture()
    this.interaction.transition('idle', undefined)
  }

  override onCancel(): boolean {
    this.editor.cancelGesture()
    this.interaction.transition('idle', undefined)
    return true
  }
}

/** The two sides of one axis after moving the side `side` (−1 low, 1 high, 0 none) to `at`. */
function sides(low: number, high: number, side: number, at: number): [number, number] {
  if (side > 0) return [low, Math.max(low + MIN_SIZE, at)]
  if (side < 0) return [Math.min(high - MIN_SIZE, at), high]
  return [low, high]
}
