import { StateNode } from '../../state-node.ts'
import { DRAG_START_PX } from '../../types.ts'
import type { ClipDragKind } from '../clip-drag.ts'
import type { TimelineInteraction, TimelineStateId } from '../timeline-interaction.ts'
import type { TimelineInput } from '../types.ts'

export interface ClipPress {
  start: TimelineInput
  key: string
  kind: ClipDragKind | 'keyframe'
  /** The pressed diamond; `lane`: on the clip's keyframe lane rather than the clip. */
  keyframe: { index: number; lane: boolean } | null
  /** A release without a drag on one of several selected clips selects only it. */
  clickSelects: boolean
}

/**
 * A clip, a trim edge or a diamond is pressed: a move past DRAG_START_PX starts moving, trimming
 * or retiming; a release is a click.
 */
export class PressingClip extends StateNode<TimelineInteraction, TimelineInput, TimelineStateId> {
  readonly id = 'pressing-clip' as const
  private press: ClipPress | null = null

  override onEnter(press: ClipPress): void {
    this.press = press
  }

  override onPointerMove(input: TimelineInput): void {
    const press = this.press!
    if (this.interaction.distancePx(press.start, input) < DRAG_START_PX) return
    const next =
      press.kind === 'keyframe'
        ? 'retiming-keyframe'
        : press.kind === 'move'
          ? 'moving-clips'
          : 'trimming-clip'
    this.interaction.transition(next, press)
    this.interaction.pointerMove(input)
  }

  override onPointerUp(): void {
    const { key, clickSelects } = this.press!
    const { editor } = this
    this.interaction.transition('idle', undefined)
    if (clickSelects && editor.session.selection.length > 1) editor.select([key])
    this.interaction.ended = { gesture: 'click', changed: false }
  }

  override onCancel(): boolean {
    this.interaction.transition('idle', undefined)
    return true
  }
}
