import type { Layer } from '../schema/layer.ts'
import { layerOwnEnd, layerStart, LAYER_DEFAULTS } from '../semantics/time.ts'
import { parseFlip } from '../semantics/flip.ts'
import { normaliseCrop } from '../semantics/crop.ts'
import { isKnownCameraType } from '../semantics/camera.ts'
import type { CropRect, FlipMode } from './types.ts'
import { compileKeyframes, PROPERTY_COUNT, PROPERTY_ID } from './keyframes.ts'
import { compileEffects } from './effects.ts'
import type { CompiledEffects } from './effects.ts'
import { compileSubtitle, hasSubtitleState } from './subtitles.ts'
import type { CompiledSubtitle } from './subtitles.ts'
import { layerExtent } from './timing.ts'

/** Everything about one layer that does not depend on t or on the rest of the scene. */
export interface CompiledLayer {
  readonly source: Layer
  readonly key: string
  readonly type: string
  readonly start: number
  /** Own end, or null when open-ended. */
  readonly end: number | null
  readonly contentEnd: number
  /**
   * One array per layer (fewer pointers to follow while evaluating): the static values by
   * property id (PROPERTY_ID, null fields replaced by defaults), then from PROPERTY_COUNT on the
   * packed keyframes (see keyframes.ts; a group count of 0 when nothing is animated).
   */
  readonly state: Float64Array
  readonly animated: boolean
  /** Scene times between which keyframes change values: before `animFrom` and from `animUntil` on they hold. */
  readonly animFrom: number
  readonly animUntil: number
  /** No transitions, camera or subtitle: the state changes only by keyframes and visibility. */
  readonly plain: boolean
  readonly flip: FlipMode
  readonly crop: Readonly<CropRect> | null
  readonly effects: CompiledEffects | null
  /** A known moving_camera type other than none, else null. */
  readonly camera: string | null
  readonly subtitle: CompiledSubtitle | null
}

const cache = new WeakMap<Layer, CompiledLayer>()

const finite = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

function compileUncached(layer: Layer): CompiledLayer {
  const base = new Float64Array(PROPERTY_COUNT)
  for (const [name, id] of Object.entries(PROPERTY_ID)) {
    const fallback = LAYER_DEFAULTS[name as keyof typeof LAYER_DEFAULTS]
    // scale is keyframe-only; a layer has no scale field of its own.
    base[id] = name === 'scale' ? fallback : finite(layer[name as keyof Layer], fallback)
  }
  const crop = normaliseCrop(layer.crop)
  const cameraType = layer.moving_camera?.type
  const start = layerStart(layer)
  const { packed: keyframes, span } = compileKeyframes(layer.timeline?.key_frames, base)
  const state = new Float64Array(PROPERTY_COUNT + (keyframes?.length ?? 1))
  state.set(base)
  if (keyframes) state.set(keyframes, PROPERTY_COUNT)
  const camera = isKnownCameraType(cameraType) && cameraType !== 'none' ? cameraType : null
  const effects = compileEffects(layer)
  const subtitle = hasSubtitleState(layer) ? compileSubtitle(layer) : null
  const animFrom = span ? start + span.first : Infinity
  const animUntil = span ? start + span.last : -Infinity
  return {
    source: layer,
    key: layer.key ?? '',
    type: layer.type ?? '',
    start,
    end: layerOwnEnd(layer),
    contentEnd: layerExtent(layer).contentEnd,
    state,
    animated: keyframes !== null,
    animFrom,
    animUntil,
    plain: effects === null && camera === null && subtitle === null,
    flip: parseFlip(layer.flip) ?? 'none',
    crop: crop && Object.freeze(crop),
    effects,
    camera,
    subtitle,
  }
}

/**
 * Compiles a layer once per layer object. Documents are treated as immutable (the Editor uses
 * immer, so an unchanged layer keeps its identity and its compilation is reused).
 */
export function compileLayer(layer: Layer): CompiledLayer {
  let compiled = cache.get(layer)
  if (!compiled) {
    compiled = compileUncached(layer)
    cache.set(layer, compiled)
  }
  return compiled
}
