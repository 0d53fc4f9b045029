import { libraryFamily, type FontSource, type LibraryFontFamily } from '@podscene/core'
import { SCRIPT_FALLBACK_FAMILIES } from './script-fonts.ts'
import { mediaUrlBlockReason } from './url-policy.ts'
import { FontLibraryLoader } from './font-library-loader.ts'
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
  /** Where the font library is served (core's FONT_LIBRARY_PATH, `/fonts/`, by default). */
  fontLibraryUrl?: string
}

/** A layer font that could not be loaded (`missing-font`): drawn in a fallback face. */
export interface FontFailure {
  family: string
  /** The stored file reference (library file name or URL), or '' for a library family. */
  file: string
  reason: string
}

type Listener = () => void

/** Largest font file a layer may load (CJK faces run to 10–20 MB). */
export const FONT_MAX_BYTES = 32 * 1024 * 1024

const SCRIPT_FALLBACKS = SCRIPT_FALLBACK_FAMILIES.flatMap((name) => libraryFamily(name) ?? [])

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
  private readonly fontsFailed = new Map<string, FontFailure>()
  readonly fontLibrary: FontLibraryLoader
  private fallbacksRegistered = false
  private version = 0

  constructor(options: MediaCacheOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 8000
    this.peaks = options.peaks ?? new PeaksStore()
    this.peaksTimeoutMs = options.peaksTimeoutMs ?? 60_000
    this.imageLoader = options.imageLoader ?? loadImageElement
    this.resolveUrl = options.resolveUrl ?? ((url) => url)
    this.fontLibrary = new FontLibraryLoader(options.fontLibraryUrl)
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
        // Read within a size and time limit, then handed to FontFace as bytes.
        const { fetchBounded } = await import('./read-bounded.ts')
        const bytes = await fetchBounded(src, {
          maxBytes: FONT_MAX_BYTES,
          timeoutMs: this.timeoutMs,
        })
        const face = new FontFace(family, bytes)
        await face.load().catch(() => {
          throw new MediaLoadError('not a font file the browser can read (ttf, otf, woff, woff2)')
        })
        document.fonts.add(face)
        return family
      },
      false,
    )
  }

  /**
   * Loads a text or subtitle layer's font (core's `fontSourceOf` of its family and file) for the
   * CSS `style` prefix (`italic bold `, or '') and the characters of `text`. Ready with the CSS
   * family to draw with; a library family or URL that fails, or a file reference that can never
   * load, fails and is listed by `fontFailures()` (`missing-font`). System families are ready.
   */
  layerFont(
    source: FontSource,
    family: string,
    file: string,
    style: string,
    text: string,
  ): MediaStatus<string> {
    if (source.kind === 'system') return this.readyFamily(family)
    const failure = (reason: string) =>
      this.fontsFailed.set(`${family}\n${file}`, { family, file, reason })
    if (source.kind === 'invalid') {
      failure(source.reason)
      return this.constant(`invalid-font ${file}`, { state: 'failed', reason: source.reason })
    }
    const status =
      source.kind === 'library'
        ? this.libraryFont(source.family, style, text)
        : this.font(family, source.url)
    if (status.state === 'failed') failure(status.reason)
    return status
  }

  /** Fonts that failed as layer fonts: family, stored file and reason. */
  fontFailures(): FontFailure[] {
    return [...this.fontsFailed.values()]
  }

  /** Registers a library family and loads the faces `text` needs at `style` (weight, italic). */
  libraryFont(family: LibraryFontFamily, style: string, text: string): MediaStatus<string> {
    const css = `${style}16px ${JSON.stringify(family.family)}`
    const key = `library ${css} ${[...new Set(text)].sort().join('')}`
    const existing = this.entries.get(key)
    if (existing) return existing as MediaStatus<string>
    if (typeof document === 'undefined') return this.readyFamily(family.family)
    this.entries.set(key, loadingStatus)
    const load = async () => {
      await this.fontLibrary.register(family)
      const faces = await document.fonts.load(css, text || family.family)
      if (faces.length === 0) throw new MediaLoadError(`no face of ${family.family} loaded`)
      if (faces.some((face) => face.status === 'error'))
        throw new MediaLoadError(`a file of ${family.family} did not load`)
    }
    const work = withTimeout(load(), this.timeoutMs).then(
      () => this.settle(key, { state: 'ready', value: family.family, tainting: false }),
      (error: unknown) =>
        this.settle(key, {
          state: 'failed',
          reason: error instanceof MediaLoadError ? error.message : `${family.family} did not load`,
        }),
    )
    void this.track(work)
    return loadingStatus
  }

  private readyFamily(family: string): MediaStatus<string> {
    return this.constant(`family ${family}`, { state: 'ready', value: family, tainting: false })
  }

  /** The same status object on every read (useSyncExternalStore compares snapshots). */
  private constant<T>(key: string, status: MediaStatus<T>): MediaStatus<T> {
    const existing = this.entries.get(key)
    if (existing) return existing as MediaStatus<T>
    this.entries.set(key, status)
    return status
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
    const needsFallbacks = /[\u0250-\u{10ffff}]/u.test(text) && !this.fallbacksRegistered
    if (!fonts || text === '' || (!needsFallbacks && fonts.check(font, text))) {
      this.entries.set(key, ready)
      return ready
    }
    this.entries.set(key, loadingStatus)
    const load = async () => {
      // The script fallbacks of the font library are registered before their glyphs are asked.
      if (needsFallbacks) {
        await Promise.allSettled(SCRIPT_FALLBACKS.map((f) => this.fontLibrary.register(f)))
        this.fallbacksRegistered = true
      }
      return fonts.load(font, text)
    }
    const work = withTimeout(load(), this.timeoutMs).then(
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
