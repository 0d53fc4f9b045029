import { applyGeometryChanges, type GeometryChange } from '../geometry-changes.ts'
import { rotate, type Point } from '../geometry.ts'
import { StateNode } from '../state-node.ts'
import { ROTATION_SNAP_TOLERANCE, type PointerInput } from '../types.ts'
import { transformStart, type HandleInfo, type TransformStart } from './transform-start.ts'

/**
 * Drags the rotate handle: the selection turns about the frame's centre by the angle the pointer
 * swept; the frame's rotation snaps to multiples of 45° within ROTATION_SNAP_TOLERANCE unless
 * Alt is held.
 */
export class Rotating extends StateNode {
  readonly id = 'rotating' as const
  private start: TransformStart | null = null

  override onEnter({ input }: HandleInfo): void {
    this.start = transformStart(this.interaction, input)
    if (!this.start) {
      this.interaction.transition('idle', undefined)
      return
    }
    this.editor.beginGesture('rotate')
  }

  override onExit(): void {
    this.start = null
  }

  override onPointerMove(input: PointerInput): void {
    const { frame, press, entries } = this.start!
    const centre = { x: frame.cx, y: frame.cy }
    const p = this.interaction.canvasPoint(input.screen)
    let delta = normalise(angle(centre, p) - angle(centre, press))
    if (!input.altKey) {
      const r = frame.r + delta
      const off = normalise(r - Math.round(r / 45) * 45)
      if (Math.abs(off) <= ROTATION_SNAP_TOLERANCE) delta -= off
    }
    const changes: GeometryChange[] = entries.map(({ key, before }) => {
      // The layer's centre turns about the frame's centre; the layer turns about its own.
      const rel = { x: before.x + before.w / 2 - centre.x, y: before.y + before.h / 2 - centre.y }
      const turned = rotate(rel, delta)
      const after = {
        x: before.x + (turned.x - rel.x),
        y: before.y + (turned.y - rel.y),
        w: before.w,
        h: before.h,
        r: before.r + delta,
      }
      return { key, before, after }
    })
    this.editor.updateGesture(() => applyGeometryChanges(this.editor, changes))
  }

  override onPointerUp(): void {
    this.editor.commitGesture()
    this.interaction.transition('idle', undefined)
  }

  override onCancel(): boolean {
    this.editor.cancelGesture()
    this.interaction.transition('idle', undefined)
    return true
  }
}

/** Degrees clockwise from the x axis of the direction from `c` to `p`. */
function angle(c: Point, p: Point): number {
  return (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI
}

/** The same angle in (−180, 180]. */
function normalise(degrees: number): number {
  const d = degrees % 360
  return d > 180 ? d - 360 : d <= -180 ? d + 360 : d
}
