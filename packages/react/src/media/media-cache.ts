import { mediaUrlBlockReason } from './url-policy.ts'
import { loadImageElement, loadVideoElement } from './load-element.ts'
import { PeaksStore, type AudioPeaks } from './peaks/index.ts'
import {
  failureReason,
  loadingStatus,
  MediaLoadError,
  withTimeout,
  type MediaStatus,
} from './media-status.ts'

export interface MediaCacheOptions {
  /** Per-URL load limit; a slower load becomes a `timed out after N s` placeholder. Default 8000. */
  timeoutMs?: number
  /**
   * Where audio peaks come from (precomputed files, IndexedDB, decoding): one store can be shared
   * by several caches. Default: a PeaksStore of its own.
   */
  peaks?: PeaksStore
  /** Limit for computing one file's peaks (decoding a long file takes a while). Default 60000. */
  peaksTimeoutMs?: number
  /**
   * Replaces how images are fetched (e.g. through an authenticated proxy); default an <img>.
   * `signal` aborts when the load is given up (time limit): stop downloading then.
   */
  imageLoader?: (url: string, cors: boolean, signal?: AbortSignal) => Promise<HTMLImageElement>
  /**
   * Maps an allowed URL to the one actually loaded (e.g. a same-origin proxy, as the render page
   * of `podscene render` does); default as is. Keys, failures and tainting stay by the given URL.
   */
  resolveUrl?: (url: string) => string
}

type Listener = () => void

/**
 * Decoded media per URL (images, audio peaks, fonts) and per URL and instance (videos, which
 * seek independently). Loads use crossOrigin='anonymous'; when that fails the load is retried
 * without CORS so the picture still shows, and the URL is remembered as tainting the canvas.
 */
export class MediaCache {
  readonly timeoutMs: number
  readonly peaks: PeaksStore
  readonly peaksTimeoutMs: number
  private readonly imageLoader: (
    url: string,
    cors: boolean,
    signal?: AbortSignal,
  ) => Promise<HTMLImageElement>
  private readonly resolveUrl: (url: string) => string
  private readonly entries = new Map<string, MediaStatus<unknown>>()
  private readonly listeners = new Set<Listener>()
  private readonly pending = new Set<Promise<unknown>>()
  private readonly tainting = new Set<string>()
  private readonly failed = new Map<string, string>()
  private version = 0

  constructor(options: MediaCacheOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 8000
    this.peaks = options.peaks ?? new PeaksStore()
    this.peaksTimeoutMs = options.peaksTimeoutMs ?? 60_000
    this.imageLoader = options.imageLoader ?? loadImageElement
    this.resolveUrl = options.resolveUrl ?? ((url) => url)
  }

  image(url: string): MediaStatus<HTMLImageElement> {
    return this.entry(`image ${url}`, url, (src, cors, signal) =>
      this.imageLoader(src, cors, signal),
    )
  }

  /** A video element for one drawing instance (`instance` is usually the layer key). */
  video(url: string, instance: string): MediaStatus<HTMLVideoElement> {
    return this.entry(`video ${instance} ${url}`, url, (src, cors, signal) =>
      loadVideoElement(src, cors, signal),
    )
  }

  /** The peaks of an audio file (shared with every other user of the same PeaksStore). */
  audioPeaks(url: string): MediaStatus<AudioPeaks> {
    return this.entry(`audio ${url}`, url, (src) => this.peaks.get(src), false, this.peaksTimeoutMs)
  }

  /** Loads a font face under `family`; ready once `document.fonts` can draw it. */
  font(family: string, url: string): MediaStatus<string> {
    return this.entry(
      `font ${family} ${url}`,
      url,
      async (src) => {
        const face = new FontFace(family, `url(${JSON.stringify(src)})`)
        await face.load()
        document.fonts.add(face)
        return family
      },
      false,
    )
  }

  /**
   * Loads the @font-face subsets (unicode-range) the characters of `text` need in the CSS
   * `font`; ready at once when nothing needs loading. A failure only means fallback glyphs.
   */
  glyphs(font: string, text: string): MediaStatus<string> {
    const key = `glyphs ${font} ${[...new Set(text)].sort().join('')}`
    const existing = this.entries.get(key)
    if (existing) return existing as MediaStatus<string>
    const ready: MediaStatus<string> = { state: 'ready', value: font, tainting: false }
    const fonts = typeof document === 'undefined' ? undefined : document.fonts
    if (!fonts || text === '' || fonts.check(font, text)) {
      this.entries.set(key, ready)
      return ready
    }
    this.entries.set(key, loadingStatus)
    const work = withTimeout(fonts.load(font, text), this.timeoutMs).then(
      () => this.settle(key, ready),
      (error: unknown) => this.settle(key, { state: 'failed', reason: failureReason(error) }),
    )
    void this.track(work)
    return loadingStatus
  }

  /** URLs drawn without CORS; a canvas showing any of them cannot be exported. */
  taintingUrls(): string[] {
    return [...this.tainting]
  }

  /** Media that could not be loaded (drawn as placeholders), with the reason, by URL. */
  failures(): { url: string; reason: string }[] {
    return [...this.failed].map(([url, reason]) => ({ url, reason }))
  }

  /** Registers extra work (e.g. a video seek) that `whenSettled` waits for. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work)
    const untrack = () => this.pending.delete(work)
    work.then(untrack, untrack)
    return work
  }

  /** True when no load, decode or seek is in flight right now. */
  isSettled(): boolean {
    return this.pending.size === 0
  }

  /** Resolves once no load, decode or seek is in flight. */
  async whenSettled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending])
  }

  /** Increments whenever any entry changes; components subscribe to redraw. */
  getVersion = (): number => this.version

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private entry<T>(
    key: string,
    url: string,
    load: (src: string, cors: boolean, signal: AbortSignal) => Promise<T>,
    retryWithoutCors = true,
    timeoutMs = this.timeoutMs,
  ): MediaStatus<T> {
    const existing = this.entries.get(key)
    if (existing) return existing as MediaStatus<T>
    const blocked = mediaUrlBlockReason(url)
    if (blocked !== null) {
      const failed: MediaStatus<T> = { state: 'failed', reason: blocked }
      this.entries.set(key, failed)
      this.failed.set(url, blocked)
      return failed
    }
    this.entries.set(key, loadingStatus)
    const src = this.resolveUrl(url)
    const needsCors = retryWithoutCors && /^https?:/i.test(src)
    // Given up (time limit): the element's download is stopped, not left streaming.
    const abort = new AbortController()
    const work = withTimeout(
      this.loadWithCorsFallback((cors) => load(src, cors, abort.signal), needsCors),
      timeoutMs,
    ).then(
      ({ value, tainting }) => {
        if (tainting) this.tainting.add(url)
        this.settle(key, { state: 'ready', value, tainting })
      },
      (error: unknown) => {
        abort.abort()
        const reason = failureReason(error)
        this.failed.set(url, reason)
        this.settle(key, { state: 'failed', reason })
      },
    )
    void this.track(work) // work settles the entry itself on success and on failure
    return loadingStatus
  }

  private async loadWithCorsFallback<T>(
    load: (cors: boolean) => Promise<T>,
    canRetry: boolean,
  ): Promise<{ value: T; tainting: boolean }> {
    try {
      return { value: await load(true), tainting: false }
    } catch (error) {
      if (!canRetry || !(error instanceof MediaLoadError)) throw error
      return { value: await load(false), tainting: true }
    }
  }

  private settle(key: string, status: MediaStatus<unknown>): void {
    this.entries.set(key, status)
    this.version++
    for (const listener of this.listeners) listener()
  }
}
