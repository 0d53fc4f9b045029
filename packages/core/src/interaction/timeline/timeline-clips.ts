import { wordsOfLayer } from '../../evaluate/subtitles.ts'
import type { Layer } from '../../schema/layer.ts'
import type { Track } from '../../schema/track.ts'
import { keyframeTime } from '../../semantics/keyframe-rules.ts'
import { layerOwnEnd, layerStart } from '../../semantics/time.ts'
import type { Span } from './types.ts'

/** A keyframe on the timeline: its scene time (start + timestamp) and index in `key_frames`. */
export interface KeyframeMark {
  time: number
  index: number
}

/** One layer as the timeline gestures see it: span, keyframes and word times in scene ms. */
export interface TimelineClip extends Span {
  key: string
  layer: Layer
  trackPosition: number
  /** By time. */
  keyframes: readonly KeyframeMark[]
  /** Scene times of its words' starts and ends (subtitles), for snapping. */
  words: readonly number[]
}

/** Keyframes by scene time; one without a timestamp sits at the layer's start (`keyframeTime`). */
export function keyframeMarks(layer: Layer): KeyframeMark[] {
  const start = layerStart(layer)
  const marks = (layer.timeline?.key_frames ?? []).map((kf, index) => ({
    time: start + keyframeTime(kf),
    index,
  }))
  return marks.sort((a, b) => a.time - b.time)
}

/** Scene times of a layer's word starts and ends. */
export function wordTimes(layer: Layer): number[] {
  const times: number[] = []
  for (const word of wordsOfLayer(layer)) {
    if (typeof word.start === 'number') times.push(word.start)
    if (typeof word.end === 'number') times.push(word.end)
  }
  return times
}

/**
 * Each layer's lane within its track: greedy by start, a lane taken until its clip ends
 * (open-ended: for good), so overlapping clips of one track never hide each other.
 */
export function clipLanes(layers: readonly Layer[]): number[] {
  const lanes: number[] = new Array<number>(layers.length)
  const laneEnds: number[] = []
  const byStart = layers
    .map((_, i) => i)
    .sort((a, b) => layerStart(layers[a]!) - layerStart(layers[b]!))
  for (const i of byStart) {
    const start = layerStart(layers[i]!)
    let lane = laneEnds.findIndex((end) => end <= start)
    if (lane === -1) lane = laneEnds.length
    laneEnds[lane] = layerOwnEnd(layers[i]!) ?? Infinity
    lanes[i] = lane
  }
  return lanes
}

/** Every keyed layer of the document as a clip, by key. */
export function timelineClips(tracks: readonly Track[]): Map<string, TimelineClip> {
  const clips = new Map<string, TimelineClip>()
  tracks.forEach((track, trackPosition) => {
    for (const layer of track?.layers ?? []) {
      if (!layer.key) continue
      clips.set(layer.key, {
        key: layer.key,
        layer,
        trackPosition,
        start: layerStart(layer),
        end: layerOwnEnd(layer),
        keyframes: keyframeMarks(layer),
        words: wordTimes(layer),
      })
    }
  })
  return clips
}

/** Where a clip ends on screen: its own end, or `fillEnd` (never before its start) when open. */
export function displayEnd(span: Span, fillEnd: number): number {
  return span.end ?? Math.max(fillEnd, span.start)
}
