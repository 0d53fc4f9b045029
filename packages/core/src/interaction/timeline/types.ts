import type { Editor } from '../../editor/editor.ts'

/** Shortest clip a trim leaves, in ms. */
export const MIN_CLIP_MS = 10

/** A clip's time span in scene ms. */
export interface Span {
  start: number
  /** null: lasts the scene (`end = 0`). */
  end: number | null
}

/** A transition band at a clip end that resizes (cycle has no free edge). */
export type RegionKind = 'cross-in' | 'enter' | 'cycle' | 'leave' | 'cross-out'

/** What lies under the pointer on the timeline; the adapter hit-tests (DOM data attributes). */
export type TimelineTarget =
  /** A clip's body, one of its trim edges, or one of its keyframe diamonds (`keyframe` index). */
  | { kind: 'clip'; key: string; edge?: 'start' | 'end'; keyframe?: number }
  /** A diamond of a keyframe lane (selects nothing on the document; retimes like a clip's). */
  | { kind: 'keyframe'; key: string; index: number }
  /** The free edge of a clip's transition band. */
  | { kind: 'region'; key: string; region: RegionKind }
  /** Empty lane space: a drag draws a marquee. */
  | { kind: 'empty' }
  /** The ruler: pressing and dragging scrubs the playhead. */
  | { kind: 'ruler' }

/**
 * One pointer event on the timeline: the time under the pointer (scene ms, unrounded) and the
 * vertical position in the timeline's content px (the same px as `TimelineLayout`).
 */
export interface TimelineInput {
  ms: number
  y: number
  pointerId: number
  /** 0 primary; -1 for moves. */
  button: number
  shiftKey: boolean
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  /** What was pressed (pointer-down only). */
  target?: TimelineTarget
}

/** Where rows and clips are drawn vertically (content px), for track changes and the marquee. */
export interface TimelineLayout {
  rows: readonly {
    trackPosition: number
    top: number
    bottom: number
    /** Top of a clip box in the row's first lane. */
    laneTop: number
  }[]
  /** Each clip's box, vertically; horizontally it is its span (at least `MIN_CLIP_PX` wide). */
  clips: ReadonlyMap<string, { trackPosition: number; top: number; bottom: number }>
}

/** What the timeline interaction needs besides the Editor: the zoom and the UI's lock state. */
export interface TimelineContext {
  readonly editor: Editor
  /** Screen px per ms of the timeline's zoom (thresholds are screen px). */
  pxPerMs(): number
  /** The scene's duration (0 for a still): a snap target. */
  sceneEnd(): number
  /** Where an open-ended clip ends on screen (the scene's end, or the visible extent). */
  fillEnd(): number
  /** The time the timeline shows (ms): the ruler scrubs within [0, extent]. */
  extentMs(): number
  /** Vertical layout, read once at the start of a gesture that needs it. */
  layout(): TimelineLayout
  /** Locked layers select but are never changed; the marquee leaves them out. */
  isLocked(key: string): boolean
  /** Hidden layers are not moved with the selection. */
  isHidden(key: string): boolean
  /** Read-only: selection only. */
  readOnly(): boolean
}

/** Fills the optional fields of a timeline input (primary button, no modifiers). */
export function timelineInput(
  ms: number,
  y: number,
  init: Partial<TimelineInput> = {},
): TimelineInput {
  return {
    ms,
    y,
    pointerId: 1,
    button: 0,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...init,
  }
}
