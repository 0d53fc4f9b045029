import { mediaTimeAt, type AudioSource } from '@podscene/core'
import { peakAt, type AudioPeaks } from '../media/peaks/index.ts'

/** Buckets per second of the scene's sound outline that the waveform view draws. */
export const SCENE_PEAKS_PER_SECOND = 100

/**
 * The scene's sound along scene time: for each bucket of `1000 / perSecond` ms, the loudest
 * source heard then (core's mediaTimeAt places each source: `timeline.start`, `prop.clip`,
 * the layer's end). Sources whose peaks are not known yet are left out.
 */
export function scenePeaks(
  sources: readonly AudioSource[],
  peaksOf: (url: string) => AudioPeaks | undefined,
  durationMs: number,
  perSecond = SCENE_PEAKS_PER_SECOND,
): Float32Array {
  const count = Math.max(1, Math.ceil((durationMs / 1000) * perSecond))
  const only = sources.length === 1 ? sources[0]! : null
  const onlyPeaks = only ? peaksOf(only.url) : undefined
  if (
    only &&
    onlyPeaks &&
    onlyPeaks.peaksPerSecond === perSecond &&
    only.startMs === 0 &&
    only.clipStartMs === 0 &&
    only.clipEndMs === null &&
    (only.endMs === null || only.endMs >= onlyPeaks.durationMs) &&
    onlyPeaks.data.length >= count
  ) {
    // The usual podcast scene: one voice track from 0. Its peaks are the scene's; no copy.
    return onlyPeaks.data.subarray(0, count)
  }
  const out = new Float32Array(count)
  const step = 1000 / perSecond
  for (const source of sources) {
    const peaks = peaksOf(source.url)
    if (!peaks) continue
    const first = Math.max(0, Math.floor(source.startMs / step))
    const last = Math.min(
      count,
      Math.ceil(Math.min(source.endMs ?? Infinity, sourceEnd(source, peaks)) / step),
    )
    for (let i = first; i < last; i++) {
      const media = mediaTimeAt(source, i * step)
      if (media === null) continue
      const v = peakAt(peaks, media)
      if (v > out[i]!) out[i] = v
    }
  }
  return out
}

/** Scene time at which a source's audio runs out. */
export function sourceEnd(source: AudioSource, peaks: AudioPeaks): number {
  const mediaEnd = Math.min(peaks.durationMs, source.clipEndMs ?? Infinity)
  return source.startMs + Math.max(0, mediaEnd - source.clipStartMs)
}

/**
 * At most `2^k ≥ minCount` values (max of each span) of `peaks`: what a view `minCount` px wide
 * can show. Levels are powers of two so that zooming recomputes only when it crosses one.
 */
export function peaksForWidth(peaks: Float32Array, minCount: number): Float32Array {
  const level = 2 ** Math.ceil(Math.log2(Math.max(2, minCount)))
  if (level >= peaks.length) return peaks
  const out = new Float32Array(level)
  for (let i = 0; i < level; i++) {
    const a = Math.floor((i * peaks.length) / level)
    const b = Math.floor(((i + 1) * peaks.length) / level)
    let max = 0
    for (let j = a; j < b; j++) if (peaks[j]! > max) max = peaks[j]!
    out[i] = max
  }
  return out
}
