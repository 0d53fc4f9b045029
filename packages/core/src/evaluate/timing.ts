import type { Layer } from '../schema/layer.ts'
import type { SceneContainer } from '../schema/track.ts'
import { layerOwnEnd, layerStart } from '../semantics/time.ts'

/** Latest end of a layer's timed words (scene ms), or 0. Reads subtitle.word_seq and prop.word_seq. */
export function wordsExtent(layer: Layer): number {
  let end = 0
  for (const list of [layer.subtitle?.word_seq, layer.prop?.word_seq]) {
    for (const word of list ?? []) {
      if (typeof word?.end === 'number' && Number.isFinite(word.end) && word.end > end)
        end = word.end
    }
  }
  return end
}

/**
 * Where an open-ended layer's own media ends: `start + (clip.end − clip.start)` when
 * `prop.clip` gives a positive length (audio and video clips), else 0. A layer with its own
 * `end` is cut there, so its clip does not extend the scene.
 */
export function audioExtent(layer: Layer): number {
  if (layerOwnEnd(layer) !== null) return 0
  const clip = layer.prop?.clip
  const length = (clip?.end ?? 0) - (clip?.start ?? 0)
  return Number.isFinite(length) && length > 0 ? layerStart(layer) + length : 0
}

export interface LayerExtent {
  /** Scene ms at which the layer starts. */
  start: number
  /** Its own end, or null when open-ended (`end = 0` or no timeline). */
  end: number | null
  /** How far the layer reaches into the scene: own end, words, clip length (0 for none). */
  contentEnd: number
}

export function layerExtent(layer: Layer): LayerExtent {
  const end = layerOwnEnd(layer)
  return {
    start: layerStart(layer),
    end,
    contentEnd: Math.max(end ?? 0, wordsExtent(layer), audioExtent(layer)),
  }
}

/** Scene duration: max over layers of a positive end and of word and clip extents; 0 = still. */
export function sceneDuration(scene: SceneContainer): number {
  let duration = 0
  for (const track of scene.tracks ?? []) {
    for (const layer of track?.layers ?? []) {
      if (layer) duration = Math.max(duration, layerExtent(layer).contentEnd)
    }
  }
  return duration
}

export interface LayerExtentEntry extends LayerExtent {
  /** Position of the track in `scene.tracks`. */
  trackIndex: number
  layerIndex: number
  trackKey: string
  key: string
}

/** Extents of every layer, in stored order (not draw order). */
export function layerExtents(scene: SceneContainer): LayerExtentEntry[] {
  return (scene.tracks ?? []).flatMap((track, trackIndex) =>
    (track?.layers ?? []).map((layer, layerIndex) => ({
      trackIndex,
      layerIndex,
      trackKey: track?.key ?? '',
      key: layer?.key ?? '',
      ...layerExtent(layer ?? {}),
    })),
  )
}
