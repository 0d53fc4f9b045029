import type { AudioPeaks } from './audio-peaks.ts'
import type { MediaFetch } from '../read-bounded.ts'

/**
 * Precomputed peaks for a URL: AudioPeaks, BBC audiowaveform JSON (parsed), or the URL of an
 * audiowaveform file, JSON or binary .dat (fetched; told apart by content). Lets a 1-hour
 * podcast open without decoding its audio; .dat is the quickest to load.
 */
export type PrecomputedPeaks = AudioPeaks | ArrayBuffer | Record<string, unknown> | string

export interface PeaksStoreOptions {
  /** Peaks to use instead of decoding, by audio URL. */
  precomputed?: (url: string) => PrecomputedPeaks | undefined
  /** Keep computed peaks in IndexedDB across reloads (default true where IndexedDB exists). */
  persist?: boolean
  /** Resolution of decoded peaks (default 100 per second). */
  peaksPerSecond?: number
  /** How audio and peak files are fetched (default `fetch`); it should honour `init.signal`. */
  fetch?: MediaFetch
  /** Largest audio file fetched to decode, in bytes (default 256 MiB); a longer one is cut. */
  maxAudioBytes?: number
  /** Largest peaks file (audiowaveform JSON or .dat), in bytes (default 64 MiB). */
  maxPeaksFileBytes?: number
  /** Time limit of fetching one file, in ms (default 60000). */
  timeoutMs?: number
}

/** Default limits of what a PeaksStore fetches (every read goes through `fetchBounded`). */
export const DEFAULT_PEAKS_LIMITS = {
  maxAudioBytes: 256 * 1024 * 1024,
  maxPeaksFileBytes: 64 * 1024 * 1024,
  timeoutMs: 60_000,
} as const

/** Sample rate audio is decoded at to compute peaks (wavesurfer's default too). */
export const DECODE_SAMPLE_RATE = 8000
