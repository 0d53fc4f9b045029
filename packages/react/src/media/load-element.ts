import { MediaLoadError } from './media-status.ts'

/**
 * Loads an image; `cors` sets crossOrigin='anonymous' so the canvas stays exportable. `signal`
 * (the cache's time limit) stops the download: an endless image cannot keep streaming.
 */
export function loadImageElement(
  url: string,
  cors: boolean,
  signal?: AbortSignal,
): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    signal?.addEventListener('abort', () => image.removeAttribute('src'), { once: true })
    if (cors) image.crossOrigin = 'anonymous'
    image.decoding = 'async'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new MediaLoadError('failed to load'))
    image.src = url
  })
}

/** Loads a muted video far enough to draw its first frame; `signal` stops the download. */
export function loadVideoElement(
  url: string,
  cors: boolean,
  signal?: AbortSignal,
): Promise<HTMLVideoElement> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video')
    signal?.addEventListener(
      'abort',
      () => {
        video.removeAttribute('src')
        video.load()
      },
      { once: true },
    )
    if (cors) video.crossOrigin = 'anonymous'
    video.muted = true
    video.playsInline = true
    video.preload = 'auto'
    video.onloadeddata = () => resolve(video)
    video.onerror = () => reject(new MediaLoadError('failed to load'))
    video.src = url
    video.load()
  })
}

/** How long a seek may wait for the decoder to deliver its frame before giving up (ms). */
const FRAME_WAIT_MS = 3000

/**
 * Seeks a video and resolves once the frame at `seconds` is decoded: after `seeked`, and, when
 * the element has no current frame yet (a busy or suspended decoder reports HAVE_METADATA), once
 * it has one, so a draw right after shows that frame rather than nothing. Never waits longer
 * than FRAME_WAIT_MS for the frame.
 */
export function seekVideo(video: HTMLVideoElement, seconds: number): Promise<void> {
  const target = Math.max(
    0,
    Math.min(seconds, Number.isFinite(video.duration) ? video.duration : seconds),
  )
  if (Math.abs(video.currentTime - target) < 0.001 && !video.seeking) return whenFrameReady(video)
  return new Promise<void>((resolve) => {
    const done = () => {
      video.removeEventListener('seeked', done)
      video.removeEventListener('error', done)
      resolve()
    }
    video.addEventListener('seeked', done)
    video.addEventListener('error', done)
    video.currentTime = target
  }).then(() => whenFrameReady(video))
}

/** Resolves once `video` has its current frame (readyState ≥ HAVE_CURRENT_DATA) or failed. */
function whenFrameReady(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA || video.error)
    return Promise.resolve()
  return new Promise((resolve) => {
    const events = ['loadeddata', 'canplay', 'seeked', 'error'] as const
    const done = () => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA && !video.error && !expired) return
      clearTimeout(timer)
      for (const name of events) video.removeEventListener(name, done)
      resolve()
    }
    let expired = false
    const timer = setTimeout(() => {
      expired = true
      done()
    }, FRAME_WAIT_MS)
    for (const name of events) video.addEventListener(name, done)
  })
}
