import { createLayer, createTrack } from '../builders/create.ts'
import { Editor } from '../editor/editor.ts'
import type { EditorOptions } from '../editor/editor-core.ts'
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

/** Drives an Editor in tests with short chained helpers; every helper goes through commands. */
export class TestEditor extends Editor<TestDocument> {
  private counter = 0

  constructor(document: TestDocument = testDocument(), options: EditorOptions = {}) {
    super(document, { createKey: (prefix) => `${prefix}-${++this.counter}`, ...options })
  }

  /** An editor over `testDocument(...tracks)`. */
  static of(...tracks: Partial<Layer>[][]): TestEditor {
    return new TestEditor(testDocument(...tracks))
  }

  /** `count` layers spread over `tracks` tracks, keys `l0…`, at x = 10·i. */
  static withLayers(count: number, tracks = 1): TestEditor {
    const lists: Partial<Layer>[][] = Array.from({ length: tracks }, () => [])
    for (let i = 0; i < count; i++) lists[i % tracks]!.push({ x: 10 * i, y: 0, w: 100, h: 50 })
    return TestEditor.of(...lists)
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

  /** A drag as one gesture: `steps` moves of the layers by (dx, dy) / steps each. */
  drag(keys: string[], dx: number, dy: number, steps = 5): this {
    this.beginGesture()
    for (let s = 1; s <= steps; s++) {
      for (const key of keys) {
        const layer = this.layer(key)
        this.setGeometry(key, { x: (layer.x ?? 0) + dx / steps, y: (layer.y ?? 0) + dy / steps })
      }
    }
    this.commitGesture()
    return this
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
