import { StateNode } from '../../state-node.ts'
import type { TimelineInteraction, TimelineStateId } from '../timeline-interaction.ts'
import type { TimelineInput } from '../types.ts'

/**
 * The ruler is pressed: the playhead follows the pointer (whole ms within [0, extent]); session
 * state, never history. Escape and pointercancel put it back where it was.
 */
export class Scrubbing extends StateNode<TimelineInteraction, TimelineInput, TimelineStateId> {
  readonly id = 'scrubbing' as const
  private from = 0

  override onEnter(input: TimelineInput): void {
    this.from = this.editor.session.playheadMs
    this.scrubTo(input)
  }

  override onPointerMove(input: TimelineInput): void {
    this.scrubTo(input)
  }

  override onPointerUp(): void {
    this.interaction.transition('idle', undefined)
    this.interaction.ended = { gesture: 'scrub', changed: false }
  }

  override onCancel(): boolean {
    this.editor.setPlayhead(this.from)
    this.interaction.transition('idle', undefined)
    return true
  }

  private scrubTo(input: TimelineInput): void {
    const extent = this.interaction.context.extentMs()
    this.editor.setPlayhead(Math.round(Math.min(Math.max(0, input.ms), extent)))
    this.interaction.setFeedback({ gesture: 'scrub' })
  }
}
