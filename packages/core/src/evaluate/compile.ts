import type { SceneContainer, Track } from '../schema/track.ts'
import { compileLayer } from './compile-layer.ts'
import type { VisibilityIndex } from './visibility.ts'
import type { EvaluatedLayer } from './types.ts'
import { DrawEntry } from './draw-entry.ts'
import { tracksInDrawOrder } from '../semantics/draw-order.ts'

export { DrawEntry }

export interface CompiledTrack {
  readonly source: Track
  readonly entries: readonly DrawEntry[]
}

export interface CompiledScene {
  readonly scene: SceneContainer
  /** Layers in draw order: tracks by ascending `index` (stable for ties), then array order. */
  readonly entries: readonly DrawEntry[]
  /** Compiled tracks by position in `scene.tracks`. */
  readonly tracks: readonly CompiledTrack[]
  readonly durationMs: number
  /** Every end is 0 and nothing is timed: duration 0, every layer visible at any t. */
  readonly still: boolean
  /** Built on first use by visibleLayersAt. */
  visibility: VisibilityIndex | null
  /** Last output per entry and the time interval over which it stays the same (see evaluate.ts). */
  readonly reuse: ReuseCache
}

export interface ReuseCache {
  readonly outputs: (EvaluatedLayer | undefined)[]
  readonly from: Float64Array
  readonly until: Float64Array
  /** Each entry's current keyframe segment, made on the first scrub (see segment-cache.ts). */
  segments: Float64Array | null
  /** The time of the last evaluateScene call (NaN before the first). */
  lastTime: number
}

function compileTrack(track: Track, trackIndex: number, previous?: CompiledTrack): CompiledTrack {
  const layers = track.layers ?? []
  const trackKey = track.key ?? ''
  const compiled = layers.map((layer) => compileLayer(layer ?? {}))
  // Entries are made in a loop of their own, so that they lie next to each other in memory.
  const entries = compiled.map((layer, layerIndex) => {
    const old = previous?.entries[layerIndex]
    if (old && old.layer === layer && old.trackKey === trackKey && old.trackIndex === trackIndex) {
      return old
    }
    return new DrawEntry(layer, trackKey, trackIndex, layerIndex)
  })
  return { source: track, entries }
}

/**
 * Compiles a scene for evaluation. Pass the previous compilation to reuse it: unchanged tracks
 * (same object) are reused whole, and unchanged layers (same object) keep their compilation.
 */
export function compileScene(
  scene: SceneContainer,
  previous?: CompiledScene | null,
): CompiledScene {
  if (previous && previous.scene === scene) return previous
  const sourceTracks = scene.tracks ?? []
  const tracks = sourceTracks.map((track, trackIndex) => {
    const old = previous?.tracks[trackIndex]
    const samePlace = old?.entries[0] === undefined || old.entries[0].trackIndex === trackIndex
    if (old && old.source === track && samePlace) return old
    return compileTrack(track ?? {}, trackIndex, old)
  })
  const entries = tracksInDrawOrder(sourceTracks).flatMap((position) => tracks[position]!.entries)
  let durationMs = 0
  for (const entry of entries) durationMs = Math.max(durationMs, entry.layer.contentEnd)
  const reuse: ReuseCache = {
    outputs: new Array<EvaluatedLayer | undefined>(entries.length),
    from: new Float64Array(entries.length),
    until: new Float64Array(entries.length),
    segments: null,
    lastTime: NaN,
  }
  return { scene, entries, tracks, durationMs, still: durationMs === 0, visibility: null, reuse }
}
