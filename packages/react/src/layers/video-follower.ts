import { seekVideo } from '../media/load-element.ts'

/** A playing video further than this from the scene time is moved back onto it (s). */
const VIDEO_DRIFT_S = 0.1

/**
 * Keeps a muted video element on the scene time. While the scene plays, the element plays
 * along (at the clock's pace, estimated from how fast the time advances) and is only moved when
 * it drifts; otherwise (scrubbing, a still, an export) it seeks to the exact frame. Its sound
 * is not this element's: the playback clock plays the video's sound track.
 */
export class VideoFollower {
  private lastSeconds: number | null = null
  private lastWall = 0

  constructor(
    private readonly video: HTMLVideoElement,
    /** Redraws the layer's Konva node (a playing video changes without React renders). */
    private readonly redraw: () => void,
    /** Registers a seek, so exports can wait for the frame (MediaCache.track). */
    private readonly track: (work: Promise<void>) => Promise<void>,
  ) {}

  follow(seconds: number, playing: boolean): void {
    const video = this.video
    video.muted = true
    const now = performance.now()
    const step = this.lastSeconds === null ? NaN : seconds - this.lastSeconds
    const wall = (now - this.lastWall) / 1000
    this.lastSeconds = seconds
    this.lastWall = now
    const end = Number.isFinite(video.duration) ? video.duration : Infinity
    if (playing && seconds < end) {
      if (step > 0 && wall > 0) {
        const rate = Math.min(4, Math.max(0.25, step / wall))
        // Only a clearly different pace changes the rate: a new rate makes the decoder stutter.
        if (Math.abs(rate - video.playbackRate) > 0.2) video.playbackRate = Math.round(rate * 4) / 4
      }
      if (Math.abs(video.currentTime - seconds) > VIDEO_DRIFT_S) video.currentTime = seconds
      if (video.paused) void video.play().catch(() => undefined)
      this.redraw()
      return
    }
    if (!video.paused) video.pause()
    void this.track(seekVideo(video, seconds)).then(this.redraw)
  }

  dispose(): void {
    if (!this.video.paused) this.video.pause()
  }
}
