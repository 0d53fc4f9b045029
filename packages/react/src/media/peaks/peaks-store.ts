import { DEFAULT_PEAKS_PER_SECOND, type AudioPeaks } from './audio-peaks.ts'
import { PeaksLoadError } from './peaks-load-error.ts'
import { MediaLoadError } from '../media-status.ts'
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

export { PeaksLoadError }

/**
 * Peaks per audio URL, computed once: from precomputed peaks when given, else from IndexedDB,
 * else by decoding the file (the browser decodes off the page; the reduction runs in a worker).
 * Every consumer asking for the same URL shares one promise and one Float32Array.
 */
export class PeaksStore {
  private readonly memory = new Map<string, Promise<AudioPeaks>>()
  private readonly ready = new Map<string, AudioPeaks>()
  private readonly peaksPerSecond: number
  private readonly persist: boolean

  constructor(private readonly options: PeaksStoreOptions = {}) {
    this.peaksPerSecond = options.peaksPerSecond ?? DEFAULT_PEAKS_PER_SECOND
    this.persist = options.persist ?? typeof indexedDB !== 'undefined'
  }

  /** The peaks of `url` when they are already known, without starting any work. */
  peek(url: string): AudioPeaks | undefined {
    return this.ready.get(url)
  }

  get(url: string): Promise<AudioPeaks> {
    let work = this.memory.get(url)
    if (!work) {
      work = this.load(url).then((peaks) => {
        this.ready.set(url, peaks)
        return peaks
      })
      work.catch(() => this.memory.delete(url))
      this.memory.set(url, work)
    }
    return work
  }

  /** The bytes of `url` within the store's limits (MediaLoadError with the reason otherwise). */
  private async fetchBytes(url: string, maxBytes: number, what: string): Promise<ArrayBuffer> {
    try {
      const { fetchBounded } = await import('../read-bounded.ts')
      return await fetchBounded(url, {
        maxBytes,
        timeoutMs: this.options.timeoutMs ?? DEFAULT_PEAKS_LIMITS.timeoutMs,
        fetch: this.options.fetch,
      })
    } catch (error) {
      const reason = error instanceof MediaLoadError ? error.message : 'failed to load'
      throw new PeaksLoadError(what ? `${what} ${reason}` : reason)
    }
  }

  private async load(url: string): Promise<AudioPeaks> {
    const given = this.options.precomputed?.(url)
    if (given !== undefined) return this.fromPrecomputed(given)
    if (this.persist) {
      const stored = await (await peaksDb()).readStoredPeaks(url, this.peaksPerSecond)
      if (stored) return stored
    }
    const peaks = await this.decode(url)
    if (this.persist) void peaksDb().then((db) => db.writeStoredPeaks(url, peaks))
    return peaks
  }

  private async fromPrecomputed(given: PrecomputedPeaks): Promise<AudioPeaks> {
    const { looksLikeJson, parsePeaks } = await parsePeaksModule()
    if (typeof given !== 'string') return parsePeaks(given)
    const bytes = await this.fetchBytes(
      given,
      this.options.maxPeaksFileBytes ?? DEFAULT_PEAKS_LIMITS.maxPeaksFileBytes,
      'peaks file',
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

  private async decode(url: string): Promise<AudioPeaks> {
    const bytes = await this.fetchBytes(
      url,
      this.options.maxAudioBytes ?? DEFAULT_PEAKS_LIMITS.maxAudioBytes,
      '',
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
    const samplesPerPeak = Math.max(1, Math.round(buffer.sampleRate / this.peaksPerSecond))
    // The reduction worker is loaded with the first sound decoded here, not with the editor.
    const { reducePeaksOffThread } = await import('./reduce-peaks-worker.ts')
    const data = await reducePeaksOffThread(channels, samplesPerPeak)
    return {
      durationMs: buffer.duration * 1000,
      peaksPerSecond: buffer.sampleRate / samplesPerPeak,
      data,
    }
  }
}

/** The IndexedDB cache of peaks (and `idb`), loaded with the first sound, not with the page. */
const peaksDb = () => import('./peaks-db.ts')

/** The readers of precomputed peaks (audiowaveform JSON / .dat), loaded with the first of them. */
const parsePeaksModule = () => import('./parse-peaks.ts')
