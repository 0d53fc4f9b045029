import type { AudioPeaks } from './audio-peaks.ts'
import { PeaksFormatError } from './audiowaveform-json.ts'

/** Longest audio a peaks file or given AudioPeaks may cover: 24 hours. */
export const MAX_PEAKS_DURATION_MS = 24 * 3600 * 1000

/** audiowaveform stores sample_rate and samples_per_pixel as int32. */
const MAX_INT32 = 2 ** 31 - 1

/** A header field that must be an integer from 1 to 2³¹−1 (`what` names the file format). */
export function positiveInt32(what: string, key: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_INT32) {
    throw new PeaksFormatError(
      `${what}: ${key} must be an integer from 1 to ${MAX_INT32}, got ${String(value)}`,
    )
  }
  return value
}

/**
 * The timing `length` pixels of `samplesPerPixel` samples at `sampleRate` give, refused when it
 * is not a finite duration of at most MAX_PEAKS_DURATION_MS (e.g. samples_per_pixel 1e308).
 */
export function peaksTiming(
  what: string,
  sampleRate: number,
  samplesPerPixel: number,
  length: number,
): { peaksPerSecond: number; durationMs: number } {
  const peaksPerSecond = sampleRate / samplesPerPixel
  const durationMs = (length / peaksPerSecond) * 1000
  if (!Number.isFinite(peaksPerSecond) || peaksPerSecond <= 0 || !Number.isFinite(durationMs)) {
    throw new PeaksFormatError(
      `${what}: sample_rate ${sampleRate} / samples_per_pixel ${samplesPerPixel} gives no finite duration`,
    )
  }
  if (durationMs > MAX_PEAKS_DURATION_MS) {
    throw new PeaksFormatError(
      `${what}: length ${length} × samples_per_pixel ${samplesPerPixel} / sample_rate ${sampleRate} covers ${hours(durationMs)}, more than the limit of 24 h`,
    )
  }
  return { peaksPerSecond, durationMs }
}

/** Checks AudioPeaks handed over as they are (precomputed): finite timing and finite values. */
export function checkAudioPeaks(peaks: AudioPeaks): AudioPeaks {
  const { durationMs, peaksPerSecond, data } = peaks
  if (!Number.isFinite(peaksPerSecond) || peaksPerSecond <= 0) {
    throw new PeaksFormatError(
      `peaks: peaksPerSecond must be a finite number above 0, got ${peaksPerSecond}`,
    )
  }
  if (!Number.isFinite(durationMs) || durationMs < 0 || durationMs > MAX_PEAKS_DURATION_MS) {
    throw new PeaksFormatError(
      `peaks: durationMs must be a finite number from 0 to ${MAX_PEAKS_DURATION_MS} (24 h), got ${durationMs}`,
    )
  }
  for (let i = 0; i < data.length; i++) {
    if (!Number.isFinite(data[i]!)) {
      throw new PeaksFormatError(`peaks: data[${i}] must be a finite number, got ${data[i]}`)
    }
  }
  return peaks
}

function hours(ms: number): string {
  return `${(ms / 3_600_000).toPrecision(3)} h`
}
