import type { AudioPeaks } from './audio-peaks.ts'
import { PeaksLoadError } from './peaks-load-error.ts'
import {
  DECODE_SAMPLE_RATE,
  DEFAULT_PEAKS_LIMITS,
  type PeaksStoreOptions,
  type PrecomputedPeaks,
} from './peaks-options.ts'
import { MediaLoadError } from '../media-status.ts'
import { fetchBounded } from '../read-bounded.ts'
import { looksLikeJson, parsePeaks } from './parse-peaks.ts'
import { reducePeaksOffThread } from './reduce-peaks-worker.ts'

/**
 * What PeaksStore does for a URL it has not seen: precomputed peaks when given, else IndexedDB,
 * else decoding the file (the reduction in a worker). Loaded with the first sound, not with the
 * page (packages/react/CONTEXT.md, "Loaded on first use").
 */
export async function loadPeaks(
  url: string,
  options: PeaksStoreOptions,
  peaksPerSecond: number,
  persist: boolean,
): Promise<AudioPeaks> {
  const given = options.precomputed?.(url)
  if (given !== undefined) return fromPrecomputed(given, options)
  if (persist) {
    const stored = await (await peaksDb()).readStoredPeaks(url, peaksPerSecond)
    if (stored) return stored
  }
  const peaks = await decode(url, options, peaksPerSecond)
  if (persist) void peaksDb().then((db) => db.writeStoredPeaks(url, peaks))
  return peaks
}

/** The bytes of `url` within the store's limits (MediaLoadError with the reason otherwise). */
async function fetchBytes(
  url: string,
  maxBytes: number,
  what: string,
  options: PeaksStoreOptions,
): Promise<ArrayBuffer> {
  try {
    return await fetchBounded(url, {
      maxBytes,
      timeoutMs: options.timeoutMs ?? DEFAULT_PEAKS_LIMITS.timeoutMs,
      fetch: options.fetch,
    })
  } catch (error) {
    const reason = error instanceof MediaLoadError ? error.message : 'failed to load'
    throw new PeaksLoadError(what ? `${what} ${reason}` : reason)
  }
}

async function fromPrecomputed(
  given: PrecomputedPeaks,
  options: PeaksStoreOptions,
): Promise<AudioPeaks> {
  if (typeof given !== 'string') return parsePeaks(given)
  const bytes = await fetchBytes(
    given,
    options.maxPeaksFileBytes ?? DEFAULT_PEAKS_LIMITS.maxPeaksFileBytes,
    'peaks file',
    options,
  )
  if (!looksLikeJson(bytes)) return parsePeaks(bytes)
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw new PeaksLoadError('peaks file is neither audiowaveform JSON nor .dat')
  }
  return parsePeaks(json)
}

async function decode(
  url: string,
  options: PeaksStoreOptions,
  peaksPerSecond: number,
): Promise<AudioPeaks> {
  const bytes = await fetchBytes(
    url,
    options.maxAudioBytes ?? DEFAULT_PEAKS_LIMITS.maxAudioBytes,
    '',
    options,
  )
  let buffer: AudioBuffer
  try {
    // Decoded at DECODE_SAMPLE_RATE like wavesurfer does: peaks need no more, and an hour of
    // audio at 44.1 kHz would hold 600 MB of samples.
    buffer = await new OfflineAudioContext(1, 1, DECODE_SAMPLE_RATE).decodeAudioData(bytes)
  } catch {
    throw new PeaksLoadError('audio not decodable')
  }
  const channels: Float32Array[] = []
  for (let c = 0; c < buffer.numberOfChannels; c++) {
    // A copy: the worker takes the buffers over, and AudioBuffer data is not transferable.
    channels.push(buffer.getChannelData(c).slice())
  }
  const samplesPerPeak = Math.max(1, Math.round(buffer.sampleRate / peaksPerSecond))
  const data = await reducePeaksOffThread(channels, samplesPerPeak)
  return {
    durationMs: buffer.duration * 1000,
    peaksPerSecond: buffer.sampleRate / samplesPerPeak,
    data,
  }
}

/** The IndexedDB cache of peaks (and `idb`), loaded with the first sound decoded or cached. */
const peaksDb = () => import('./peaks-db.ts')
