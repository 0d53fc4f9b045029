/**
 * Headless gestures (no DOM): `Interaction` turns pointer and key input in viewport screen px
 * into Editor commands inside gesture marks, through small states — idle, pressing (select),
 * moving, resizing, rotating, marquee, panning, pinching. Canvas adapters (react's
 * CanvasInteraction) and `TestEditor`'s pointer helpers drive the same states. The timeline's
 * gestures (`timeline/`: `TimelineInteraction`, input in ms) are built on the same `StateNode`.
 */
export { Interaction } from './interaction.ts'
export { editableSelection } from './editable-selection.ts'
export type { GestureFeedback } from './interaction.ts'
export { StateNode } from './state-node.ts'
export type { StateId } from './state-node.ts'
export {
  DRAG_START_PX,
  HANDLE_HIT_PX,
  ROTATE_HANDLE_OFFSET_PX,
  ROTATION_SNAP_TOLERANCE,
  SNAP_THRESHOLD_PX,
  pointerInput,
} from './types.ts'
export type { InteractionContext, PointerInput, PointerTarget } from './types.ts'
export { selectionFrame, handlePoint, handleAt } from './selection-frame.ts'
export type { Handle, ResizeHandle, SelectionFrame } from './selection-frame.ts'
export { snapBox, snapPoint, snapTargets } from './snapping.ts'
export type { Guide, SnapAids, SnapResult, SnapTargets } from './snapping.ts'
export { boxFromPoints, boxesIntersect, layerBounds, rotatedBounds, unionBox } from './geometry.ts'
export type { Box, Point } from './geometry.ts'
export {
  MAX_ZOOM,
  MIN_ZOOM,
  canvasToScreen,
  clampZoom,
  screenToCanvas,
  zoomViewAbout,
} from './view.ts'
export type { View } from './view.ts'
export {
  MIN_CLIP_MS,
  TimelineInteraction,
  clipLanes,
  displayEnd,
  dragClips,
  keyframeMarks,
  retimeKeyframeTo,
  stackedTimelineLayout,
  timelineInput,
  wordTimes,
} from './timeline/index.ts'
export type {
  ClipDragInput,
  ClipDragKind,
  ClipDragResult,
  KeyframeMark,
  RegionKind,
  Span,
  StackedLayoutOptions,
  TimelineContext,
  TimelineFeedback,
  TimelineGesture,
  TimelineGestureEnd,
  TimelineInput,
  TimelineLayout,
  TimelineStateId,
  TimelineTarget,
} from './timeline/index.ts'
