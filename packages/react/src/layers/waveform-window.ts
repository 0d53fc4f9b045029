import { peaksBetween, type AudioPeaks } from '../media/peaks/index.ts'

/** Audio one bar of a canvas waveform layer stands for. */
export const WAVEFORM_BAR_MS = 50

/**
 * The `count` peaks a waveform layer draws when its audio is at `mediaMs`: a window of
 * `count × WAVEFORM_BAR_MS` centred on that instant, held at the audio's start for the first
 * half window (so a still shows the opening of the sound rather than silence).
 */
export function waveformWindow(peaks: AudioPeaks, mediaMs: number, count: number): Float32Array {
  const span = count * WAVEFORM_BAR_MS
  const from = Math.max(0, mediaMs - span / 2)
  return peaksBetween(peaks, from, from + span, count)
}
