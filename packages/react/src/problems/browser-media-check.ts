import type { MediaCheck, MediaChecker } from '@podscene/core'

const FONT_FILE = /\.(ttf|otf|woff2?)(\?|#|$)/i
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg|bmp)(\?|#|$)/i

export interface BrowserMediaCheckOptions {
  /** Per-URL limit; a slower URL counts as not loading. Default 8000. */
  timeoutMs?: number
}

/**
 * A `MediaChecker` that asks the browser itself: a font file through `FontFace`, everything else
 * as audio/video metadata (which also gives the length, for `audio-shorter-than-scene`) or as an
 * image. Nothing is downloaded beyond what the element needs (metadata, or the image). Never
 * throws: a URL that does not load gives `{ ok: false, reason }`.
 */
export function browserMediaChecker(options: BrowserMediaCheckOptions = {}): MediaChecker {
  const timeoutMs = options.timeoutMs ?? 8000
  return async (url) => {
    // Given up at the time limit: the element's download is stopped, not left streaming.
    const stop = new AbortController()
    const attempt = FONT_FILE.test(url)
      ? loadsAsFont(url)
      : IMAGE_FILE.test(url) || url.startsWith('data:image/')
        ? loadsAsImage(url, stop.signal)
        : firstThatLoads(url, stop.signal)
    return withTimeout(attempt, timeoutMs, stop)
  }
}

async function firstThatLoads(url: string, signal: AbortSignal): Promise<MediaCheck> {
  const media = await loadsAsMedia(url, signal)
  if (media.ok || signal.aborted) return media
  const image = await loadsAsImage(url, signal)
  if (image.ok) return image
  return { ok: false, reason: 'the browser cannot load it as audio, video or an image' }
}

function loadsAsMedia(url: string, signal: AbortSignal): Promise<MediaCheck> {
  return new Promise((resolve) => {
    const element = document.createElement('video')
    element.preload = 'metadata'
    element.muted = true
    const done = (result: MediaCheck) => {
      element.removeAttribute('src')
      element.load()
      resolve(result)
    }
    signal.addEventListener('abort', () => done({ ok: false, reason: 'stopped' }), { once: true })
    element.onloadedmetadata = () =>
      done({
        ok: true,
        ...(Number.isFinite(element.duration) ? { durationMs: element.duration * 1000 } : {}),
      })
    element.onerror = () => done({ ok: false, reason: 'not playable audio or video' })
    element.src = url
  })
}

function loadsAsImage(url: string, signal: AbortSignal): Promise<MediaCheck> {
  return new Promise((resolve) => {
    const image = new Image()
    signal.addEventListener(
      'abort',
      () => {
        image.removeAttribute('src')
        resolve({ ok: false, reason: 'stopped' })
      },
      { once: true },
    )
    image.onload = () => resolve({ ok: true })
    image.onerror = () => resolve({ ok: false, reason: 'the browser cannot load it as an image' })
    image.src = url
  })
}

async function loadsAsFont(url: string): Promise<MediaCheck> {
  try {
    await new FontFace('podscene-media-check', `url(${JSON.stringify(url)})`).load()
    return { ok: true }
  } catch {
    return { ok: false, reason: 'the browser cannot load it as a font' }
  }
}

function withTimeout(
  check: Promise<MediaCheck>,
  timeoutMs: number,
  stop: AbortController,
): Promise<MediaCheck> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve({ ok: false, reason: `timed out after ${timeoutMs / 1000} s` })
      stop.abort()
    }, timeoutMs)
    void check.then((result) => {
      clearTimeout(timer)
      resolve(result)
    })
  })
}
