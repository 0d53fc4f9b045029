import { applyClipDrag } from '../commit.ts'
import { dragClips, type ClipDragResult } from '../clip-drag.ts'
import { timelineSnapTargets } from '../snap-targets.ts'
import type { Span, TimelineInput } from '../types.ts'
import { TimelineDragState } from './clip-drag-state.ts'
import type { ClipPress } from './pressing-clip.ts'

/**
 * One clip's start or end edge follows the pointer, snapped, never leaving less than
 * MIN_CLIP_MS; content stays where it is in scene time. Written at pointer-up.
 */
export class TrimmingClip extends TimelineDragState {
  readonly id = 'trimming-clip' as const
  private trim: {
    start: TimelineInput
    kind: 'trim-start' | 'trim-end'
    spans: Map<string, Span>
    targets: number[]
    last: ClipDragResult | null
  } | null = null

  override onEnter({ start, key, kind }: ClipPress): void {
    const clips = this.interaction.clips()
    const clip = clips.get(key)!
    const { context } = this.interaction
    const playhead = this.editor.session.playheadMs
    this.trim = {
      start,
      kind: kind === 'trim-start' ? 'trim-start' : 'trim-end',
      spans: new Map([[key, { start: clip.start, end: clip.end }]]),
      targets: timelineSnapTargets(clips, playhead, context.sceneEnd(), new Set([key])),
      last: null,
    }
  }

  override onPointerMove(input: TimelineInput): void {
    const t = this.trim!
    t.last = dragClips({
      kind: t.kind,
      spans: t.spans,
      deltaMs: input.ms - t.start.ms,
      targets: t.targets,
      thresholdMs: this.thresholdMs(input),
      sceneEnd: this.interaction.context.fillEnd(),
    })
    this.interaction.setFeedback({ gesture: t.kind, spans: t.last.spans, snapAt: t.last.snapAt })
  }

  override onPointerUp(): void {
    const t = this.trim!
    this.interaction.transition('idle', undefined)
    const changed = t.last ? applyClipDrag(this.editor, t.kind, t.spans, t.last.spans) : false
    this.interaction.ended = { gesture: t.kind, changed }
  }
}
