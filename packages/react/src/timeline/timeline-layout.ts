import { en, type Translations } from '../i18n/en.ts'
import { formatMessage } from '../i18n/translations.ts'
import {
  clipLanes,
  keyframeMarks,
  layerOwnEnd,
  layerStart,
  tracksInDrawOrder,
  wordTimes,
  type KeyframeMark,
  type Layer,
  type Track,
} from '@podscene/core'
import { givenName, layerLabel } from '../state/labels.ts'

/** One layer drawn as a clip: its span in scene ms and the lane it sits in within its track. */
export interface ClipModel {
  key: string
  layer: Layer
  name: string
  kind: string
  start: number
  /** The layer's own end, or null when it lasts the scene (`end = 0`). */
  end: number | null
  readonly lane: number
  /** Its keyframes: scene time (start + timestamp) and index in `key_frames`, by time. */
  keyframes: readonly KeyframeMark[]
  /** Scene times of its words' starts and ends (subtitles), for snapping. */
  words: readonly number[]
}

export interface RowModel {
  trackPosition: number
  trackKey: string
  name: string
  kind: string
  lanes: number
  clips: ClipModel[]
}

/** The name a clip shows and announces: `name` when the layer has one, else the layer list's label. */
export function clipName(layer: Layer): string {
  const own = (layer as { name?: unknown }).name
  return typeof own === 'string' && own.trim() ? own.trim() : layerLabel(layer)
}

/**
 * Rows in the layer list's order (topmost track first). Overlapping clips of one track are
 * stacked in lanes (greedy by start), so none hides another; an open-ended clip fills its lane.
 */
export function timelineRows(
  tracks: readonly Track[],
  trackNames: Translations['tracks'] = en.tracks,
): RowModel[] {
  return tracksInDrawOrder(tracks)
    .reverse()
    .map((trackPosition) => {
      const track = tracks[trackPosition]!
      const layers = (track.layers ?? []).filter((layer) => layer.key)
      const lanes = clipLanes(layers)
      return {
        trackPosition,
        trackKey: track.key ?? `track-${trackPosition}`,
        name:
          givenName(track) ??
          formatMessage(trackNames.untitled, { index: track.index ?? trackPosition }),
        kind: track.type || 'main',
        lanes: Math.max(1, ...lanes.map((lane) => lane + 1)),
        clips: layers.map((layer, i) => clipOf(layer, lanes[i]!)),
      }
    })
}

const clips = new WeakMap<Layer, ClipModel>()

/**
 * The clip of a layer in a lane: the same object while the layer object and its lane stay, so
 * a memoised clip does not render again when another layer changes (a canvas drag edits the
 * document on every move).
 */
function clipOf(layer: Layer, lane: number): ClipModel {
  const cached = clips.get(layer)
  if (cached && cached.lane === lane) return cached
  const clip: ClipModel = {
    key: layer.key!,
    layer,
    name: clipName(layer),
    kind: layer.type || 'layer',
    start: layerStart(layer),
    end: layerOwnEnd(layer),
    lane,
    keyframes: keyframeMarks(layer),
    words: wordTimes(layer),
  }
  clips.set(layer, clip)
  return clip
}

export type { KeyframeMark }

/** Where an open-ended clip ends on screen: the scene's end, or the whole visible extent for a still. */
export { displayEnd } from '@podscene/core'
