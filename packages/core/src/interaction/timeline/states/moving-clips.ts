import { editableSelection } from '../../editable-selection.ts'
import { applyClipDrag } from '../commit.ts'
import { dragClips, type ClipDragResult } from '../clip-drag.ts'
import { timelineSnapTargets } from '../snap-targets.ts'
import type { TimelineFeedback } from '../timeline-interaction.ts'
import type { Span, TimelineInput, TimelineLayout } from '../types.ts'
import { TimelineDragState } from './clip-drag-state.ts'
import type { ClipPress } from './pressing-clip.ts'

interface Move {
  start: TimelineInput
  key: string
  spans: Map<string, Span>
  targets: number[]
  /** A clip moved alone may go to another track: the rows and where it sits. */
  rows: TimelineLayout['rows'] | null
  origin: { trackPosition: number; top: number } | null
  last: ClipDragResult | null
  track: TimelineFeedback['track']
}

/**
 * The editable selection (and the pressed clip) moves along time, snapped by its edges; a clip
 * moved alone over another track's row goes to that track. Written at pointer-up.
 */
export class MovingClips extends TimelineDragState {
  readonly id = 'moving-clips' as const
  private move: Move | null = null

  override onEnter({ start, key }: ClipPress): void {
    const { context } = this.interaction
    const keys = new Set(editableSelection(this.editor, context.isLocked, context.isHidden))
    keys.add(key)
    const clips = this.interaction.clips()
    const spans = new Map<string, Span>()
    for (const k of keys) {
      const clip = clips.get(k)
      if (clip) spans.set(k, { start: clip.start, end: clip.end })
    }
    const playhead = this.editor.session.playheadMs
    const targets = timelineSnapTargets(clips, playhead, context.sceneEnd(), keys)
    let rows: Move['rows'] = null
    let origin: Move['origin'] = null
    if (spans.size === 1) {
      const layout = context.layout()
      const box = layout.clips.get(key)
      if (box) {
        rows = layout.rows
        origin = { trackPosition: box.trackPosition, top: box.top }
      }
    }
    this.move = { start, key, spans, targets, rows, origin, last: null, track: null }
  }

  override onPointerMove(input: TimelineInput): void {
    const m = this.move!
    const { context } = this.interaction
    m.last = dragClips({
      kind: 'move',
      spans: m.spans,
      deltaMs: input.ms - m.start.ms,
      targets: m.targets,
      thresholdMs: this.thresholdMs(input),
      sceneEnd: context.fillEnd(),
    })
    m.track = null
    const over = m.rows?.find((row) => input.y >= row.top && input.y < row.bottom)
    if (m.origin && over && over.trackPosition !== m.origin.trackPosition) {
      const offsetY = over.laneTop - m.origin.top
      m.track = { key: m.key, trackPosition: over.trackPosition, offsetY }
    }
    this.interaction.setFeedback({
      gesture: 'move',
      spans: m.last.spans,
      snapAt: m.last.snapAt,
      track: m.track,
    })
  }

  override onPointerUp(): void {
    const m = this.move!
    this.interaction.transition('idle', undefined)
    const to = m.track && { key: m.track.key, track: m.track.trackPosition }
    const changed = m.last ? applyClipDrag(this.editor, 'move', m.spans, m.last.spans, to) : false
    this.interaction.ended = { gesture: 'move', changed }
  }
}
