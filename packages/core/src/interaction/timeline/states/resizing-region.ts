import { clampRegionDuration, writeRegionDuration } from '../animation-regions.ts'
import type { RegionKind, TimelineInput } from '../types.ts'
import { TimelineDragState } from './clip-drag-state.ts'

export interface RegionResize {
  start: TimelineInput
  key: string
  kind: RegionKind
  /** The clip end the band hangs from; its free edge follows the pointer. */
  anchor: 'start' | 'end'
  /** Stored duration before the drag, and the clip's length (the most it may take). */
  duration: number
  length: number
}

/**
 * A transition band's free edge follows the pointer: its duration changes, clamped to the clip
 * (at least 1 ms). Written at pointer-up as one command; the asked duration is reported so the
 * view can say when the clip kept it shorter.
 */
export class ResizingRegion extends TimelineDragState {
  readonly id = 'resizing-region' as const
  private resize: RegionResize | null = null
  private wanted = 0

  override onEnter(resize: RegionResize): void {
    this.resize = resize
    this.wanted = resize.duration
  }

  override onPointerMove(input: TimelineInput): void {
    const r = this.resize!
    const sign = r.anchor === 'start' ? 1 : -1
    this.wanted = r.duration + sign * (input.ms - r.start.ms)
    const duration = clampRegionDuration(this.wanted, r.length)
    this.interaction.setFeedback({
      gesture: 'region',
      region: { key: r.key, kind: r.kind, duration },
    })
  }

  override onPointerUp(): void {
    const r = this.resize!
    this.interaction.transition('idle', undefined)
    const duration = clampRegionDuration(this.wanted, r.length)
    const changed = duration !== r.duration
    if (changed) writeRegionDuration(this.editor, r.key, r.kind, duration)
    const region = { asked: this.wanted, duration, length: r.length }
    this.interaction.ended = { gesture: 'region', changed, region }
  }
}
