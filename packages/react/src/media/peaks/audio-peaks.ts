/**
 * The loudness outline of one audio file: the largest |sample| (0–1) in each bucket of
 * `1000 / peaksPerSecond` ms, from the file's start. Computed once per URL (see PeaksStore) and
 * shared by the waveform view, timeline strips and canvas waveform layers.
 */
export interface AudioPeaks {
  /** Length of the audio in ms. */
  durationMs: number
  /** Buckets per second of audio. */
  peaksPerSecond: number
  /** One value per bucket, 0–1. */
  data: Float32Array
}

/** Resolution peaks are computed at when decoding: 100 per second (10 ms buckets). */
export const DEFAULT_PEAKS_PER_SECOND = 100

/** The peak (0–1) heard at `ms` into the audio, or 0 outside it. */
export function peakAt(peaks: AudioPeaks, ms: number): number {
  const i = Math.floor((ms / 1000) * peaks.peaksPerSecond)
  return i >= 0 && i < peaks.data.length ? (peaks.data[i] ?? 0) : 0
}

/**
 * `count` values covering `[fromMs, toMs)` of the audio, each the max of its span; spans
 * outside the audio are 0. Used to draw a window of the audio at any zoom.
 */
export function peaksBetween(
  peaks: AudioPeaks,
  fromMs: number,
  toMs: number,
  count: number,
): Float32Array {
  const out = new Float32Array(Math.max(0, count))
  if (count <= 0 || toMs <= fromMs) return out
  const perMs = peaks.peaksPerSecond / 1000
  const span = (toMs - fromMs) / count
  for (let i = 0; i < count; i++) {
    const a = Math.floor((fromMs + i * span) * perMs)
    const b = Math.max(a + 1, Math.floor((fromMs + (i + 1) * span) * perMs))
    let max = 0
    for (let j = Math.max(0, a); j < b && j < peaks.data.length; j++) {
      const v = peaks.data[j]!
      if (v > max) max = v
    }
    out[i] = max
  }
  return out
}
