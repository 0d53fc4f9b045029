import type { Span, TimelineContext, TimelineInput, RegionKind } from './types.ts'
import type { Track } from '../../schema/track.ts'
import type { StateNode } from '../state-node.ts'
import { timelineClips, type TimelineClip } from './timeline-clips.ts'
import { TimelineIdle } from './states/idle.ts'
import { PressingClip } from './states/pressing-clip.ts'
import { MovingClips } from './states/moving-clips.ts'
import { TrimmingClip } from './states/trimming-clip.ts'
import { RetimingKeyframe } from './states/retiming-keyframe.ts'
import { TimelineMarquee } from './states/timeline-marquee.ts'
import { ResizingRegion } from './states/resizing-region.ts'
import { Scrubbing } from './states/scrubbing.ts'

export type TimelineStateId =
  | 'idle'
  | 'pressing-clip'
  | 'moving-clips'
  | 'trimming-clip'
  | 'retiming-keyframe'
  | 'marquee'
  | 'resizing-region'
  | 'scrubbing'

export type TimelineGesture =
  'move' | 'trim-start' | 'trim-end' | 'keyframe' | 'region' | 'marquee' | 'scrub'

/** What a timeline view draws for the gesture in progress (scene ms; y in content px). */
export interface TimelineFeedback {
  gesture: TimelineGesture | null
  /** Where the clips the gesture changes are drawn now (others: where they are). */
  spans: ReadonlyMap<string, Span>
  /** The time a snapped edge or keyframe sits on (the snap line); null when nothing snapped. */
  snapAt: number | null
  /** The retimed keyframe where it is drawn now; `lane`: dragged on its keyframe lane. */
  keyframe: { key: string; index: number; time: number; lane: boolean } | null
  /** A single moved clip over another track's row: that track and how far down it is drawn. */
  track: { key: string; trackPosition: number; offsetY: number } | null
  /** The marquee's area. */
  marquee: { fromMs: number; toMs: number; top: number; bottom: number } | null
  /** A transition band being resized: its duration now (clamped to the clip). */
  region: { key: string; kind: RegionKind; duration: number } | null
}

/** How a gesture ended at pointer-up. */
export interface TimelineGestureEnd {
  /** 'click': released without a drag. */
  gesture: TimelineGesture | 'click'
  /** Whether the document changed (one undo step). */
  changed: boolean
  /** Region resizes: the duration asked for (unclamped), the one kept, and the clip's length. */
  region?: { asked: number; duration: number; length: number }
}

const NO_SPANS: ReadonlyMap<string, Span> = new Map()
const NO_FEEDBACK: TimelineFeedback = Object.freeze({
  gesture: null,
  spans: NO_SPANS,
  snapAt: null,
  keyframe: null,
  track: null,
  marquee: null,
  region: null,
})

type TimelineState = StateNode<TimelineInteraction, TimelineInput, TimelineStateId>

/**
 * The timeline's direct manipulation, headless, on the canvas's `StateNode`: press a clip
 * (select; a click on one of several selected selects it alone), move the selected clips (one
 * alone may change track), trim an edge, retime a keyframe (clip and lane diamonds), marquee,
 * resize a transition band, scrub the playhead on the ruler. Input is time in ms and content px (`TimelineInput`); thresholds
 * are core's (`DRAG_START_PX`, `SNAP_THRESHOLD_PX`) divided by `pxPerMs`. Gestures preview in
 * `feedback` and write once at pointer-up through Editor commands (one undo step); Escape and
 * pointercancel drop every gesture alike, leaving the document untouched.
 */
export class TimelineInteraction {
  private feedbackValue: TimelineFeedback = NO_FEEDBACK
  private readonly states: Record<TimelineStateId, TimelineState>
  private current: TimelineState
  private readonly listeners = new Set<() => void>()
  private clipCache: { tracks: readonly Track[]; clips: ReadonlyMap<string, TimelineClip> } | null =
    null
  /** Set by the state that ends a gesture at pointer-up. */
  ended: TimelineGestureEnd | null = null

  constructor(readonly context: TimelineContext) {
    this.states = {
      idle: new TimelineIdle(this),
      'pressing-clip': new PressingClip(this),
      'moving-clips': new MovingClips(this),
      'trimming-clip': new TrimmingClip(this),
      'retiming-keyframe': new RetimingKeyframe(this),
      marquee: new TimelineMarquee(this),
      'resizing-region': new ResizingRegion(this),
      scrubbing: new Scrubbing(this),
    }
    this.current = this.states.idle
  }

  get state(): TimelineStateId {
    return this.current.id
  }

  get feedback(): TimelineFeedback {
    return this.feedbackValue
  }

  /** Calls `listener` after every change of state or feedback (a view re-renders). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  pointerDown(input: TimelineInput): void {
    this.current.onPointerDown(input)
  }

  pointerMove(input: TimelineInput): void {
    this.current.onPointerMove(input)
  }

  /**
   * Ends the gesture (writing it); returns how it ended, or null when there was none. A refused
   * command (EditorCommandError) is thrown after the gesture ended with nothing written.
   */
  pointerUp(input: TimelineInput): TimelineGestureEnd | null {
    this.ended = null
    this.current.onPointerUp(input)
    const ended = this.ended
    this.ended = null
    return ended
  }

  /** The pointer was taken away (the browser's pointercancel): cancels the gesture. */
  pointerCancel(): void {
    this.cancel()
  }

  /** Returns whether the key was used (Escape during a gesture). */
  keyDown(key: string): boolean {
    return this.current.onKeyDown(key)
  }

  /** Drops the gesture in progress; returns whether there was one. */
  cancel(): boolean {
    return this.current.onCancel()
  }

  transition(id: TimelineStateId, info: unknown): void {
    const previous = this.current
    previous.onExit()
    this.feedbackValue = NO_FEEDBACK
    this.current = this.states[id]
    this.current.onEnter(info)
    this.notify()
  }

  setFeedback(feedback: Partial<TimelineFeedback>): void {
    this.feedbackValue = { ...this.feedbackValue, ...feedback }
    this.notify()
  }

  // ---- what the states read ----

  /** The document's clips by key (computed again only when the tracks changed). */
  clips(): ReadonlyMap<string, TimelineClip> {
    const tracks = this.context.editor.getTracks()
    if (this.clipCache?.tracks !== tracks) {
      this.clipCache = { tracks, clips: timelineClips(tracks) }
    }
    return this.clipCache.clips
  }

  /** Screen px between two inputs (time converted at the current zoom). */
  distancePx(a: TimelineInput, b: TimelineInput): number {
    return Math.hypot((b.ms - a.ms) * this.context.pxPerMs(), b.y - a.y)
  }

  private notify(): void {
    for (const listener of this.listeners) listener()
  }
}
