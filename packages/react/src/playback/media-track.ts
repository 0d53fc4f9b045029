import { mediaTimeAt, type AudioSource } from '@podscene/core'

/**
 * What the clock asked of one element and what it reports: `starting` (play() called, no
 * 'playing' yet), `waiting` (stalled mid-play), `held` (paused while another element buffers),
 * `failed` (play() refused, e.g. autoplay, or a media error), `ended` (its media ran out).
 */
export type MediaTrackState =
  'idle' | 'starting' | 'playing' | 'waiting' | 'held' | 'failed' | 'ended'

/** Starting longer than this counts as buffering (shown), not as ordinary start latency. */
const START_GRACE_MS = 300

/** One HTMLMediaElement playing one AudioSource, and the state the clock reads. */
export class MediaTrack {
  state: MediaTrackState = 'idle'
  private startedAt = 0
  private readonly unlisten: () => void

  constructor(
    public source: AudioSource,
    readonly element: HTMLMediaElement,
    private readonly onStateChange: () => void,
  ) {
    // Only metadata (duration) until it first plays: a long file is not fetched for nothing.
    element.preload = 'metadata'
    element.src = source.url
    element.dataset.sourceId = source.id
    const on = (type: string, fn: () => void) => {
      element.addEventListener(type, fn)
      return () => element.removeEventListener(type, fn)
    }
    const offs = [
      on('playing', () => this.moveFrom(['starting', 'waiting'], 'playing')),
      on('waiting', () => this.moveFrom(['starting', 'playing'], 'waiting')),
      on('ended', () => this.set('ended')),
      on('error', () => this.set('failed')),
    ]
    this.unlisten = () => offs.forEach((off) => off())
  }

  /** Milliseconds into the media heard at scene time t, or null when it is silent then. */
  mediaTimeAt(t: number): number | null {
    const media = mediaTimeAt(this.source, t)
    const duration = this.element.duration
    if (media === null || (Number.isFinite(duration) && media >= duration * 1000)) return null
    return media
  }

  /** Whether it is sounding or trying to (not paused by the clock, not failed or ended). */
  get engaged(): boolean {
    return this.state === 'starting' || this.state === 'playing' || this.state === 'waiting'
  }

  /** Starting beyond the grace time, or stalled: the clock holds and says so. */
  isBuffering(now: number): boolean {
    return (
      this.state === 'waiting' ||
      (this.state === 'starting' && now - this.startedAt > START_GRACE_MS)
    )
  }

  /** Plays from `mediaMs`; the state becomes `playing` on the element's 'playing' event. */
  start(mediaMs: number, now: number): void {
    this.element.preload = 'auto'
    this.seekTo(mediaMs)
    this.startedAt = now
    this.set('starting')
    this.element.play().then(
      () => this.moveFrom(['starting'], 'playing'),
      () => {
        // Refused (autoplay policy) or interrupted by pause(): only the former is a failure.
        if (this.state === 'starting') this.set('failed')
      },
    )
  }

  seekTo(mediaMs: number): void {
    this.element.currentTime = mediaMs / 1000
  }

  /** Pauses; `held` = to resume when buffering ends, else idle. */
  stop(state: 'idle' | 'held' = 'idle'): void {
    this.element.pause()
    this.set(state)
  }

  dispose(): void {
    this.unlisten()
    this.element.pause()
    this.element.removeAttribute('src')
    this.element.load()
  }

  private moveFrom(from: readonly MediaTrackState[], to: MediaTrackState): void {
    if (from.includes(this.state)) this.set(to)
  }

  private set(state: MediaTrackState): void {
    if (state === this.state) return
    this.state = state
    this.onStateChange()
  }
}
