import { createLayer, createTrack } from '../builders/create.ts'
import { Editor } from '../editor/editor.ts'
import type { EditorOptions } from '../editor/editor-core.ts'
import { Interaction } from '../interaction/interaction.ts'
import { handlePoint, type Handle } from '../interaction/selection-frame.ts'
import { pointerInput, type PointerInput } from '../interaction/types.ts'
import { canvasToScreen, type View } from '../interaction/view.ts'
import type { Point } from '../interaction/geometry.ts'
import type { Guide } from '../interaction/snapping.ts'
import {
  TimelineInteraction,
  type TimelineGestureEnd,
} from '../interaction/timeline/timeline-interaction.ts'
import { stackedTimelineLayout } from '../interaction/timeline/timeline-layout.ts'
import { displayEnd, timelineClips } from '../interaction/timeline/timeline-clips.ts'
import {
  timelineInput,
  type RegionKind,
  type TimelineLayout,
  type TimelineTarget,
} from '../interaction/timeline/types.ts'
import { sceneDuration } from '../evaluate/timing.ts'
import { sceneOf } from '../editor/document.ts'
import { canvasSizeOfDocument } from '../semantics/document-canvas.ts'
import type { LayerRef } from '../editor/types.ts'
import type { Layer } from '../schema/layer.ts'
import type { SceneContainer, Track } from '../schema/track.ts'

/** A template document as the editor receives it. */
export interface TestDocument {
  aspect_ratio: number
  scene: SceneContainer
  [key: string]: unknown
}

/** A layer for tests: `shape` by default, key from overrides or the next `l<n>`. */
export function testLayer(overrides: Partial<Layer> = {}, n = 0): Layer {
  return createLayer(overrides.type ?? 'shape', { key: `l${n}`, ...overrides })
}

/**
 * Builds a template document from layer lists, one list per track: `testDocument([{x: 10}], [{}])`.
 * Layers without a key get `l0`, `l1`, … in order; tracks get keys `t0`, `t1`, … and `index`.
 */
export function testDocument(...tracks: Partial<Layer>[][]): TestDocument {
  return documentOfTracks(tracks)
}

function documentOfTracks(tracks: readonly Partial<Layer>[][]): TestDocument {
  let n = 0
  return {
    aspect_ratio: 1,
    scene: {
      tracks: tracks.map((layers, i): Track => {
        const built = layers.map((overrides) => testLayer(overrides, n++))
        return createTrack({ key: `t${i}`, index: i, layers: built })
      }),
    },
  }
}

/** Pointer options of TestEditor's input helpers. */
export interface TestPointerOptions {
  shift?: boolean
  alt?: boolean
  ctrl?: boolean
  meta?: boolean
  button?: number
  pointerId?: number
  pointerType?: PointerInput['pointerType']
  /** What a canvas hit test found there: a layer key or 'canvas'; absent = layer boxes decide. */
  target?: string
}

/** Options of TestEditor's timeline drags. */
export interface TimelineDragOptions extends TestPointerOptions {
  /** Pointer moves between press and release (default 4). */
  steps?: number
  /** false: the gesture stays open (Escape or pointercancel next). */
  release?: boolean
  /** dragClip: end over this track's row (a clip moved alone changes track). */
  track?: number
  /** dragKeyframe: the diamond on the clip's keyframe lane. */
  lane?: boolean
}

/**
 * Drives an Editor in tests with short chained helpers; every helper goes through commands, and
 * the pointer helpers through the same gesture states as the canvas (`interaction`).
 */
export class TestEditor extends Editor<TestDocument> {
  private counter = 0
  /** Pan of the viewport (screen px); the zoom is the session's. */
  pan: Point = { x: 0, y: 0 }
  readonly locked = new Set<string>()
  readonly hidden = new Set<string>()
  /** Ruler guides the gestures snap to (UI state in a real editor). */
  guides: Guide[] = []
  /** Grid spacing snapped to (canvas px), or null: no grid snapping. */
  grid: number | null = null
  readonly interaction: Interaction = new Interaction({
    // Editor<TestDocument> is an Editor; its private emitter makes TS check it invariantly.
    editor: this as unknown as Editor,
    view: () => this.view,
    setView: (view) => {
      this.setZoom(view.zoom)
      this.pan = { x: view.x, y: view.y }
    },
    canvasSize: () => canvasSizeOfDocument(this.document),
    isLocked: (key) => this.locked.has(key),
    isHidden: (key) => this.hidden.has(key),
    readOnly: () => false,
    snapAids: () => ({ guides: this.guides, grid: this.grid }),
  })
  private last: Point = { x: 0, y: 0 }
  /** The timeline's zoom (screen px per ms): 0.1 is 100 px a second. */
  timelinePxPerMs = 0.1
  /** The timeline's lane height (content px); rows stack from y = 0, topmost track first. */
  readonly timelineLaneHeight = 30
  /** The timeline's gestures, driven by `dragClip`, `trimClip`, `dragKeyframe`, … */
  readonly timeline: TimelineInteraction = new TimelineInteraction({
    editor: this as unknown as Editor,
    pxPerMs: () => this.timelinePxPerMs,
    sceneEnd: () => this.sceneEnd(),
    fillEnd: () => this.sceneEnd() || 5000,
    extentMs: () => Math.max(this.sceneEnd(), 5000),
    layout: () => this.timelineLayout(),
    isLocked: (key) => this.locked.has(key),
    isHidden: (key) => this.hidden.has(key),
    readOnly: () => false,
  })
  /** How the last timeline pointer-up ended its gesture (null: there was none). */
  timelineEnd: TimelineGestureEnd | null = null
  private timelineLast = { ms: 0, y: 0 }

  constructor(document: TestDocument = testDocument(), options: EditorOptions = {}) {
    super(document, { createKey: (prefix) => `${prefix}-${++this.counter}`, ...options })
  }

  /** An editor over `testDocument(...tracks)`. */
  static of(...tracks: Partial<Layer>[][]): TestEditor {
    return new TestEditor(documentOfTracks(tracks))
  }

  /** `count` layers spread over `tracks` tracks, keys `l0…`, at x = 10·i. */
  static withLayers(count: number, tracks = 1): TestEditor {
    const lists: Partial<Layer>[][] = Array.from({ length: tracks }, () => [])
    for (let i = 0; i < count; i++) lists[i % tracks]!.push({ x: 10 * i, y: 0, w: 100, h: 50 })
    return new TestEditor(documentOfTracks(lists))
  }

  /** The layer with this key (throws when missing, so tests read straight). */
  layer(ref: LayerRef): Layer {
    const found = this.getLayer(ref)
    if (!found) throw new Error(`test: layer ${JSON.stringify(ref)} not found`)
    return found.layer
  }

  /** Layer keys of one track in array order, or of all tracks track by track. */
  keys(track?: number): string[] {
    const tracks = track === undefined ? this.getTracks() : [this.getTracks()[track]!]
    return tracks.flatMap((t) => (t.layers ?? []).map((l) => l.key ?? ''))
  }

  selectKeys(...keys: string[]): this {
    this.select(keys)
    return this
  }

  get view(): View {
    return { zoom: this.session.zoom, ...this.pan }
  }

  /** Presses at canvas point (x, y). */
  pointerDown(x: number, y: number, options: TestPointerOptions = {}): this {
    this.interaction.pointerDown(this.input(x, y, options, options.button ?? 0))
    return this
  }

  /** Moves the pointer to canvas point (x, y). */
  pointerMove(x: number, y: number, options: TestPointerOptions = {}): this {
    this.interaction.pointerMove(this.input(x, y, options, -1))
    return this
  }

  /** Releases at canvas point (x, y), by default where the pointer last was. */
  pointerUp(x = this.last.x, y = this.last.y, options: TestPointerOptions = {}): this {
    this.interaction.pointerUp(this.input(x, y, options, options.button ?? 0))
    return this
  }

  keyDown(key: string): this {
    this.interaction.keyDown(key)
    return this
  }

  /** Where a resize or rotate handle of the selection is drawn (canvas px). */
  handle(handle: Handle): Point {
    const frame = this.interaction.selectionFrame()
    if (!frame) throw new Error('test: no selection to show handles')
    return handlePoint(frame, handle, this.session.zoom)
  }

  /**
   * A drag on the canvas as the user does it: selects `keys`, presses on the first one's centre
   * and moves by (dx, dy) in `steps` moves with Alt (no snapping), then releases.
   */
  drag(keys: string[], dx: number, dy: number, steps = 5): this {
    this.select(keys)
    const layer = this.layer(keys[0]!)
    const x = (layer.x ?? 0) + (layer.w ?? 0) / 2
    const y = (layer.y ?? 0) + (layer.h ?? 0) / 2
    this.pointerDown(x, y, { target: keys[0] })
    for (let s = 1; s <= steps; s++) {
      this.pointerMove(x + (dx * s) / steps, y + (dy * s) / steps, { alt: true })
    }
    return this.pointerUp()
  }

  private input(x: number, y: number, o: TestPointerOptions, button: number): PointerInput {
    this.last = { x, y }
    const target =
      o.target === undefined
        ? undefined
        : o.target === 'canvas'
          ? ({ kind: 'canvas' } as const)
          : ({ kind: 'layer', key: o.target } as const)
    return pointerInput(canvasToScreen(this.view, { x, y }), {
      button,
      shiftKey: o.shift ?? false,
      altKey: o.alt ?? false,
      ctrlKey: o.ctrl ?? false,
      metaKey: o.meta ?? false,
      pointerId: o.pointerId ?? 1,
      pointerType: o.pointerType ?? 'mouse',
      isPrimary: (o.pointerId ?? 1) === 1,
      ...(target ? { target } : {}),
    })
  }

  // ---- timeline gestures (the same states as <Timeline>) ----

  /** The scene's duration (0 for a still). */
  sceneEnd(): number {
    return sceneDuration(sceneOf(this.document))
  }

  /** Rows and clip boxes as the timeline stacks them (content px, lanes of 30 px). */
  timelineLayout(): TimelineLayout {
    return stackedTimelineLayout(this.getTracks(), { laneHeight: this.timelineLaneHeight })
  }

  /** The vertical middle of a track's row (content px). */
  rowY(trackPosition: number): number {
    const row = this.timelineLayout().rows.find((r) => r.trackPosition === trackPosition)
    if (!row) throw new Error(`test: no timeline row for track ${trackPosition}`)
    return (row.top + row.bottom) / 2
  }

  /** Presses on the timeline at scene time `ms`, height `y`, on `target`. */
  timelineDown(ms: number, y: number, target: TimelineTarget, o: TestPointerOptions = {}): this {
    this.timelineLast = { ms, y }
    this.timeline.pointerDown(timelineInput(ms, y, { ...this.modifiers(o), target }))
    return this
  }

  /** Moves the timeline pointer to `ms` (and `y`, default where it was). */
  timelineMove(ms: number, y = this.timelineLast.y, o: TestPointerOptions = {}): this {
    this.timelineLast = { ms, y }
    this.timeline.pointerMove(timelineInput(ms, y, { ...this.modifiers(o), button: -1 }))
    return this
  }

  /** Releases the timeline pointer where it last was; its outcome is `timelineEnd`. */
  timelineUp(o: TestPointerOptions = {}): this {
    const { ms, y } = this.timelineLast
    this.timelineEnd = this.timeline.pointerUp(timelineInput(ms, y, this.modifiers(o)))
    return this
  }

  /** The browser took the pointer away mid-gesture. */
  timelineCancel(): this {
    this.timeline.pointerCancel()
    return this
  }

  /**
   * Drags clip `key` by `dMs` (pressing its middle) as the user does: selects it unless selected
   * (Shift adds), moves in `steps`, and over track `track`'s row when given; snapping stays on
   * unless `alt`. `release: false` leaves the gesture open (for Escape / pointercancel tests).
   */
  dragClip(key: string, dMs: number, o: TimelineDragOptions = {}): this {
    const clip = this.timelineClip(key)
    const ms = (clip.start + displayEnd(clip, this.sceneEnd() || 5000)) / 2
    const box = this.timelineLayout().clips.get(key)!
    const y = (box.top + box.bottom) / 2
    const toY = o.track === undefined ? y : this.rowY(o.track)
    this.timelineDown(ms, y, { kind: 'clip', key }, o)
    return this.timelineDrag(ms, y, dMs, toY, o)
  }

  /** Drags clip `key`'s start or end edge by `dMs` (a trim). */
  trimClip(key: string, edge: 'start' | 'end', dMs: number, o: TimelineDragOptions = {}): this {
    const clip = this.timelineClip(key)
    const ms = edge === 'start' ? clip.start : displayEnd(clip, this.sceneEnd() || 5000)
    const y = this.clipY(key)
    this.timelineDown(ms, y, { kind: 'clip', key, edge }, o)
    return this.timelineDrag(ms, y, dMs, y, o)
  }

  /**
   * Drags keyframe `index` of clip `key` by `dMs`: its diamond on the clip, or on the clip's
   * keyframe lane with `lane: true` (which selects nothing).
   */
  dragKeyframe(key: string, index: number, dMs: number, o: TimelineDragOptions = {}): this {
    const mark = this.timelineClip(key).keyframes.find((m) => m.index === index)
    if (!mark) throw new Error(`test: clip ${key} has no keyframe ${index}`)
    const y = this.clipY(key)
    const target: TimelineTarget = o.lane
      ? { kind: 'keyframe', key, index }
      : { kind: 'clip', key, keyframe: index }
    this.timelineDown(mark.time, y, target, o)
    return this.timelineDrag(mark.time, y, dMs, y, o)
  }

  /** Drags the free edge of clip `key`'s transition band `region` by `dMs`. */
  resizeRegion(key: string, region: RegionKind, dMs: number, o: TimelineDragOptions = {}): this {
    const clip = this.timelineClip(key)
    const y = this.clipY(key)
    this.timelineDown(clip.start, y, { kind: 'region', key, region }, o)
    return this.timelineDrag(clip.start, y, dMs, y, o)
  }

  /** Presses the ruler at `fromMs` and drags to `toMs` (scrubs the playhead). */
  scrubRuler(fromMs: number, toMs: number, o: TimelineDragOptions = {}): this {
    this.timelineDown(fromMs, 0, { kind: 'ruler' }, o)
    return this.timelineDrag(fromMs, 0, toMs - fromMs, 0, o)
  }

  /** Draws a marquee on empty lane space from (fromMs, fromY) to (toMs, toY). */
  timelineMarquee(
    from: { ms: number; y: number },
    to: { ms: number; y: number },
    o: TimelineDragOptions = {},
  ): this {
    this.timelineDown(from.ms, from.y, { kind: 'empty' }, o)
    return this.timelineDrag(from.ms, from.y, to.ms - from.ms, to.y, o)
  }

  private timelineClip(key: string) {
    const clip = timelineClips(this.getTracks()).get(key)
    if (!clip) throw new Error(`test: no clip ${JSON.stringify(key)} on the timeline`)
    return clip
  }

  private clipY(key: string): number {
    const box = this.timelineLayout().clips.get(key)!
    return (box.top + box.bottom) / 2
  }

  private timelineDrag(
    ms: number,
    y: number,
    dMs: number,
    toY: number,
    o: TimelineDragOptions,
  ): this {
    const steps = o.steps ?? 4
    for (let s = 1; s <= steps; s++) {
      this.timelineMove(ms + (dMs * s) / steps, y + ((toY - y) * s) / steps, o)
    }
    return o.release === false ? this : this.timelineUp(o)
  }

  private modifiers(o: TestPointerOptions) {
    return {
      shiftKey: o.shift ?? false,
      altKey: o.alt ?? false,
      ctrlKey: o.ctrl ?? false,
      metaKey: o.meta ?? false,
      pointerId: o.pointerId ?? 1,
      button: o.button ?? 0,
    }
  }

  move(key: string, x: number, y: number): this {
    this.setGeometry(key, { x, y })
    return this
  }

  undoAll(): this {
    while (this.canUndo()) this.undo()
    return this
  }

  redoAll(): this {
    while (this.canRedo()) this.redo()
    return this
  }

  /** Runs `fn` expecting an EditorCommandError and returns it (fails the test otherwise). */
  errorOf(fn: (editor: this) => unknown): Error & { code?: string; command?: string } {
    try {
      fn(this)
    } catch (error) {
      return error as Error & { code?: string; command?: string }
    }
    throw new Error('test: expected the command to throw')
  }
}
