import { nearest } from '../clip-drag.ts'
import { retimeKeyframeTo } from '../commit.ts'
import { timelineSnapTargets } from '../snap-targets.ts'
import { displayEnd } from '../timeline-clips.ts'
import type { TimelineInput } from '../types.ts'
import { TimelineDragState } from './clip-drag-state.ts'
import type { ClipPress } from './pressing-clip.ts'

/**
 * One keyframe diamond (on its clip or its keyframe lane) follows the pointer within its clip,
 * snapped to the playhead, clip edges, words and the other keyframes. Written at pointer-up.
 */
export class RetimingKeyframe extends TimelineDragState {
  readonly id = 'retiming-keyframe' as const
  private retime: {
    start: TimelineInput
    key: string
    index: number
    lane: boolean
    /** Scene times: the keyframe before the drag, its clip's start and end on screen. */
    time: number
    from: number
    to: number
    targets: number[]
    last: number | null
  } | null = null

  override onEnter({ start, key, keyframe }: ClipPress): void {
    const clips = this.interaction.clips()
    const clip = clips.get(key)!
    const { index, lane } = keyframe!
    const mark = clip.keyframes.find((m) => m.index === index)!
    const { context } = this.interaction
    const playhead = this.editor.session.playheadMs
    this.retime = {
      start,
      key,
      index,
      lane,
      time: mark.time,
      from: clip.start,
      to: displayEnd(clip, context.fillEnd()),
      targets: timelineSnapTargets(clips, playhead, context.sceneEnd(), new Set(), { key, index }),
      last: null,
    }
  }

  override onPointerMove(input: TimelineInput): void {
    const r = this.retime!
    const clamp = (t: number) => Math.min(r.to, Math.max(r.from, t))
    let time = clamp(Math.round(r.time + input.ms - r.start.ms))
    const threshold = this.thresholdMs(input)
    const snap = threshold > 0 ? nearest([time], r.targets, threshold) : null
    const snapped = snap !== null && clamp(snap.at) === snap.at
    if (snapped) time = snap.at
    r.last = time
    this.interaction.setFeedback({
      gesture: 'keyframe',
      snapAt: snapped ? snap.at : null,
      keyframe: { key: r.key, index: r.index, time, lane: r.lane },
    })
  }

  override onPointerUp(): void {
    const r = this.retime!
    this.interaction.transition('idle', undefined)
    const k = { index: r.index, time: r.time, start: r.from }
    const changed = r.last !== null && retimeKeyframeTo(this.editor, r.key, k, r.last)
    this.interaction.ended = { gesture: 'keyframe', changed }
  }
}
