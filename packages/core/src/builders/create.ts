import type { Layer } from '../schema/layer.ts'
import type { ImageTemplateReq } from '../schema/assets.ts'
import type { SceneContainer, Track } from '../schema/track.ts'
import { isKnownLayerKind, type KnownLayerKind } from '../semantics/layer-kinds.ts'
import { createKey } from './ids.ts'
import { LAYER_KIND_DEFAULTS, unknownKindDefaults } from './layer-defaults.ts'
import { mergeDefaults } from './merge.ts'

/** A known kind, or any other string (kept as is and drawn as a placeholder). */
export type LayerKind = KnownLayerKind | (string & {})

/**
 * A new layer of `kind` with a unique key, at the canvas origin, fully opaque, lasting the whole
 * scene (`timeline` 0–0), plus the kind's defaults. `overrides` deep-merge over the defaults
 * (arrays and nulls replace).
 */
export function createLayer(kind: LayerKind, overrides: Partial<Layer> = {}): Layer {
  const specific = isKnownLayerKind(kind) ? LAYER_KIND_DEFAULTS[kind]() : unknownKindDefaults()
  const base: Layer = {
    key: createKey('layer'),
    type: kind,
    x: 0,
    y: 0,
    r: 0,
    alpha: 1,
    ...specific,
    timeline: { start: 0, end: 0 },
  }
  return mergeDefaults(base, overrides)
}

export interface TrackOptions extends Partial<Omit<Track, 'layers'>> {
  layers?: Layer[]
}

/**
 * A new track with a unique key; `type` defaults to the first layer's type, else `main`.
 * `index` is set only when given (createScene and the editor's addTrack number tracks).
 */
export function createTrack(options: TrackOptions = {}): Track {
  const layers = options.layers ?? []
  const { layers: _layers, ...rest } = options
  return mergeDefaults({ key: createKey('track'), type: layers[0]?.type ?? 'main', layers }, rest)
}

/** A scene container; a track without a numeric `index` gets its array position. */
export function createScene(tracks: Track[] = []): SceneContainer {
  return {
    tracks: tracks.map((track, i) => {
      if (typeof track.index === 'number') return track
      const { index: _missing, ...rest } = track
      return { index: i, ...rest }
    }),
  }
}

/** An image-template request `{aspect_ratio, scene}` (0 = 9:16, 1 = 16:9, 2 = 1:1, 3 = 3:4, 4 = 4:3). */
export function createTemplate(aspectRatio: number, tracks: Track[] = []): ImageTemplateReq {
  return { aspect_ratio: aspectRatio, scene: createScene(tracks) }
}
