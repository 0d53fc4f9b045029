import { StateNode } from '../../state-node.ts'
import { SNAP_THRESHOLD_PX } from '../../types.ts'
import type { TimelineInteraction, TimelineStateId } from '../timeline-interaction.ts'
import type { TimelineInput } from '../types.ts'

/** Shared by the dragging states: Escape and pointercancel drop the preview, nothing written. */
export abstract class TimelineDragState extends StateNode<
  TimelineInteraction,
  TimelineInput,
  TimelineStateId
> {
  /** Snap distance in ms at the current zoom; Alt: no snapping. */
  protected thresholdMs(input: TimelineInput): number {
    return input.altKey ? 0 : SNAP_THRESHOLD_PX / this.interaction.context.pxPerMs()
  }

  override onCancel(): boolean {
    this.interaction.transition('idle', undefined)
    return true
  }
}
