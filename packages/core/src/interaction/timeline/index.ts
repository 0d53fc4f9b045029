/**
 * The timeline's gestures, headless, on the canvas's `StateNode`: `TimelineInteraction` takes
 * pointer input in scene ms and content px (`TimelineInput`, `pxPerMs` from its context) and
 * gives `feedback` (preview spans, snap line, marquee, retimed keyframe, band duration); each
 * gesture writes once at pointer-up (one undo step). React's `<Timeline>` and `TestEditor`'s
 * `dragClip` / `trimClip` / `dragKeyframe` drive the same states.
 */
export { TimelineInteraction } from './timeline-interaction.ts'
export type {
  TimelineFeedback,
  TimelineGesture,
  TimelineGestureEnd,
  TimelineStateId,
} from './timeline-interaction.ts'
export { MIN_CLIP_MS, timelineInput } from './types.ts'
export type {
  RegionKind,
  Span,
  TimelineContext,
  TimelineInput,
  TimelineLayout,
  TimelineTarget,
} from './types.ts'
export { dragClips, nearest } from './clip-drag.ts'
export type { ClipDragInput, ClipDragKind, ClipDragResult } from './clip-drag.ts'
export { clipLanes, displayEnd, keyframeMarks, timelineClips, wordTimes } from './timeline-clips.ts'
export type { KeyframeMark, TimelineClip } from './timeline-clips.ts'
export { stackedTimelineLayout } from './timeline-layout.ts'
export type { StackedLayoutOptions } from './timeline-layout.ts'
export { timelineSnapTargets } from './snap-targets.ts'
export { applyClipDrag, retimeKeyframeTo } from './commit.ts'
export { clampRegionDuration, regionAnchor, regionDuration } from './animation-regions.ts'
export { MIN_CLIP_PX } from './states/timeline-marquee.ts'
