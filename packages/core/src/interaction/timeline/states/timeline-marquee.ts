import { StateNode } from '../../state-node.ts'
import { DRAG_START_PX } from '../../types.ts'
import { displayEnd } from '../timeline-clips.ts'
import type {
  TimelineFeedback,
  TimelineInteraction,
  TimelineStateId,
} from '../timeline-interaction.ts'
import type { TimelineInput } from '../types.ts'

/** A clip box is drawn at least this wide (screen px), and the marquee hits it as drawn. */
export const MIN_CLIP_PX = 6

type Area = NonNullable<TimelineFeedback['marquee']>

/**
 * A press on empty lane space: a drag draws an area that selects the clips it touches (locked
 * ones left out; Shift adds to the selection); a click without a drag clears the selection
 * (Shift keeps it). Selection is session state: no undo step.
 */
export class TimelineMarquee extends StateNode<
  TimelineInteraction,
  TimelineInput,
  TimelineStateId
> {
  readonly id = 'marquee' as const
  private start: TimelineInput | null = null
  private area: Area | null = null

  override onEnter(start: TimelineInput): void {
    this.start = start
    this.area = null
  }

  override onPointerMove(input: TimelineInput): void {
    const start = this.start!
    if (!this.area && this.interaction.distancePx(start, input) < DRAG_START_PX) return
    this.area = {
      fromMs: Math.min(start.ms, input.ms),
      toMs: Math.max(start.ms, input.ms),
      top: Math.min(start.y, input.y),
      bottom: Math.max(start.y, input.y),
    }
    this.interaction.setFeedback({ gesture: 'marquee', marquee: this.area })
  }

  override onPointerUp(): void {
    const additive = this.start!.shiftKey
    const area = this.area
    const { editor } = this
    this.interaction.transition('idle', undefined)
    this.interaction.ended = { gesture: area ? 'marquee' : 'click', changed: false }
    if (!area) {
      if (!additive) editor.clearSelection()
      return
    }
    const keys = this.clipsIn(area)
    if (additive) {
      if (keys.length) editor.addToSelection(keys)
    } else editor.select(keys)
  }

  override onCancel(): boolean {
    this.interaction.transition('idle', undefined)
    return true
  }

  /** Keys of the clips the area touches, in layout order, locked ones left out. */
  private clipsIn(area: Area): string[] {
    const { context } = this.interaction
    const px = context.pxPerMs()
    const fillEnd = context.fillEnd()
    const clips = this.interaction.clips()
    const hits: string[] = []
    for (const [key, box] of context.layout().clips) {
      const clip = clips.get(key)
      if (!clip || context.isLocked(key)) continue
      const left = clip.start * px
      const right = Math.max(left + MIN_CLIP_PX, displayEnd(clip, fillEnd) * px)
      const x = left < area.toMs * px && right > area.fromMs * px
      if (x && box.top < area.bottom && box.bottom > area.top) hits.push(key)
    }
    return hits
  }
}
