import type { Layer } from '../schema/layer.ts'
import type { CompiledLayer } from './compile-layer.ts'
import type { CropRect, FlipMode } from './types.ts'

/**
 * One layer in draw order, with where it is stored.
 *
 * Besides `layer`, an entry holds its own copy of the compiled fields that every evaluation
 * reads: evaluateScene then walks the entries (allocated one after another) without following a
 * pointer per layer into CompiledLayer objects scattered over the heap — at 10,000 layers those
 * cache misses cost more than the arithmetic.
 */
export class DrawEntry {
  readonly key: string
  readonly type: string
  readonly start: number
  readonly end: number | null
  readonly state: Float64Array
  readonly animated: boolean
  readonly animFrom: number
  readonly animUntil: number
  readonly plain: boolean
  readonly flip: FlipMode
  readonly crop: Readonly<CropRect> | null
  readonly source: Layer

  constructor(
    readonly layer: CompiledLayer,
    readonly trackKey: string,
    /** Position of the track in `scene.tracks`. */
    readonly trackIndex: number,
    /** Position of the layer in its track's `layers`. */
    readonly layerIndex: number,
  ) {
    this.key = layer.key
    this.type = layer.type
    this.start = layer.start
    this.end = layer.end
    this.state = layer.state
    this.animated = layer.animated
    this.animFrom = layer.animFrom
    this.animUntil = layer.animUntil
    this.plain = layer.plain
    this.flip = layer.flip
    this.crop = layer.crop
    this.source = layer.source
  }
}
