import { createLayer, createTrack } from '../builders/create.ts'
import { Editor } from '../editor/editor.ts'
import type { EditorOptions } from '../editor/editor-core.ts'
import { Interaction } from '../interaction/interaction.ts'
import { handlePoint, type Handle } from '../interaction/selection-frame.ts'
import { pointerInput, type PointerInput } from '../interaction/types.ts'
import { canvasToScreen, type View } from '../interaction/view.ts'
import type { Point } from '../interaction/geometry.ts'
import type { Guide } from '../interaction/snapping.ts'
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
