import { DEFAULT_PEAKS_PER_SECOND, type AudioPeaks } from './audio-peaks.ts'
import { PeaksLoadError } from './peaks-load-error.ts'
import type { PeaksStoreOptions } from './peaks-options.ts'

export {
  DECODE_SAMPLE_RATE,
  DEFAULT_PEAKS_LIMITS,
  type PeaksStoreOptions,
  type PrecomputedPeaks,
} from './peaks-options.ts'
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

  private async load(url: string): Promise<AudioPeaks> {
    // Fetching, reading and decoding are loaded with the first sound, not with the page.
    const { loadPeaks } = await import('./load-peaks.ts')
    return loadPeaks(url, this.options, this.peaksPerSecond, this.persist)
  }
}
