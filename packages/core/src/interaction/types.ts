import type { Editor } from '../editor/editor.ts'
import type { Point } from './geometry.ts'
import type { SnapAids } from './snapping.ts'
import type { View } from './view.ts'

/** Snapping distance in screen pixels; divided by the zoom to get canvas pixels. */
export const SNAP_THRESHOLD_PX = 6
/** A press that moves less than this (screen px) is a click, not a drag. */
export const DRAG_START_PX = 3
/** Resize and rotate handles react within this distance of their centre (screen px). */
export const HANDLE_HIT_PX = 8
/** The rotate handle sits this far above the selection's top edge (screen px). */
export const ROTATE_HANDLE_OFFSET_PX = 50
/** A rotation within this many degrees of a multiple of 45° snaps to it. */
export const ROTATION_SNAP_TOLERANCE = 4

/** What lies under the pointer, when the caller hit-tested it (pixel-exact on a canvas). */
export type PointerTarget = { kind: 'layer'; key: string } | { kind: 'canvas' }

/** One pointer event as the gesture states see it. */
export interface PointerInput {
  /** Position in screen px relative to the viewport (the canvas element's box). */
  screen: Point
  pointerId: number
  pointerType: 'mouse' | 'pen' | 'touch'
  /** The first finger of a touch sequence. */
  isPrimary: boolean
  /** 0 primary, 1 middle, 2 secondary; -1 for moves. */
  button: number
  shiftKey: boolean
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  /** Absent: the states hit-test layer boxes themselves. */
  target?: PointerTarget
}

/** What the gesture states need besides the Editor: the viewport and the UI's lock/hide state. */
export interface InteractionContext {
  readonly editor: Editor
  view(): View
  setView(view: View): void
  canvasSize(): { width: number; height: number }
  /** Locked layers are click-through and never changed by gestures. */
  isLocked(key: string): boolean
  /** Hidden layers are not drawn, hit, snapped to or changed. */
  isHidden(key: string): boolean
  /** Read-only: selection and viewport only, no document changes. */
  readOnly(): boolean
  /** Guides and grid the designer set (UI state); moves and resizes snap to them as to edges. */
  snapAids?(): SnapAids
}

/** Fills the optional fields of a pointer input (primary mouse button, no modifiers). */
export function pointerInput(screen: Point, init: Partial<PointerInput> = {}): PointerInput {
  return {
    screen,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...init,
  }
}
