/**
 * Timeline (issue 15): tracks as rows (layer list order, topmost first) and layers as clips along
 * scene time. React only subscribes; every change is an Editor command — a drag or trim is one
 * undo step written at pointer-up by core's `TimelineInteraction` (the gestures' states, snapping
 * and thresholds), after a preview this view draws from its feedback (`timeline-gestures.ts`). Zoom and scroll are this component's
 * session state; the playhead is the Editor's (session, never in history). Clips outside the
 * visible time range or rows out of view are not mounted. A clip with keyframes opens a keyframe
 * lane (`KeyframeLane.tsx`: retime, select, Delete, easing menu with a cubic-bezier editor); its
 * transitions are drawn as resizable bands at its ends (`AnimationRegions.tsx`).
 */
export { Timeline } from './Timeline.tsx'
export type { TimelineProps } from './Timeline.tsx'
export { formatTime, rulerLabel, rulerScale } from '../lib/time-format.ts'
// The clip-drag arithmetic lives in core's timeline interaction; kept here for the public surface.
export { dragClips, MIN_CLIP_MS } from '@podscene/core'
export type { ClipDragInput, ClipDragKind, ClipDragResult, Span } from '@podscene/core'
export { timelineRows } from './timeline-layout.ts'
export type { ClipModel, RowModel } from './timeline-layout.ts'
export { CubicBezierEditor } from './CubicBezierEditor.tsx'
export type { CubicBezierEditorProps } from './CubicBezierEditor.tsx'
export { EasingMenu } from './EasingMenu.tsx'
export type { EasingMenuProps } from './EasingMenu.tsx'
export { cubicBezierFunc } from './easing-choices.ts'
export type { BezierPoints } from './easing-choices.ts'
