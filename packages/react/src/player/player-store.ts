import type { EditorDocument } from '@podscene/core'
import type { PlaybackHost, PlaybackSession } from '../playback/playback-host.ts'
import { sceneIndexAt, totalDuration, type PlayerScene } from './player-source.ts'

/** What the player's UI reads: the scene shown and the time on the whole time line. */
export interface PlayerSnapshot {
  sceneIndex: number
  /** Time in the current scene, ms. */
  sceneMs: number
  /** Time on the whole time line (scenes in sequence), ms. */
  timeMs: number
  playing: boolean
  buffering: boolean
  /** Reached the end (not looping) since the last play or seek. */
  ended: boolean
}

const PAUSED: PlaybackSession = Object.freeze({
  playing: false,
  playheadMs: 0,
  playbackRate: 1,
  loop: null,
  buffering: false,
})

/**
 * The read-only player's state, and the `PlaybackHost` the shared playback clock drives: the
 * document is the current scene; when the clock stops at a scene's end the next scene is loaded
 * and playback goes on (the whole project, or from the start again with `loop`).
 */
export class PlayerStore implements PlaybackHost {
  private index = 0
  private current: PlaybackSession = PAUSED
  private ended = false
  private snapshot: PlayerSnapshot
  private readonly listeners = new Set<() => void>()
  loop = false
  /** Called once each time the last scene's end is reached (not when looping). */
  onEnded: (() => void) | null = null

  constructor(
    readonly scenes: readonly PlayerScene[],
    startMs = 0,
  ) {
    const t = this.clamp(startMs)
    this.index = sceneIndexAt(scenes, t)
    this.current = { ...PAUSED, playheadMs: t - this.sceneStart() }
    this.snapshot = this.makeSnapshot()
  }

  get durationMs(): number {
    return totalDuration(this.scenes)
  }

  get document(): EditorDocument {
    return this.scenes[this.index]?.scene ?? EMPTY_SCENE
  }

  get session(): PlaybackSession {
    return this.current
  }

  getState = () => ({ document: this.document, session: this.current })

  getSnapshot = (): PlayerSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  play(): void {
    if (this.current.playing || this.scenes.length === 0) return
    // Play after the end starts again from the beginning, as a video element does.
    if (this.ended || this.snapshot.timeMs >= this.durationMs) this.moveTo(0)
    this.ended = false
    this.update({ playing: true })
  }

  /** From the clock at a scene's end: the next scene plays on; the last one ends or loops. */
  pause(): void {
    if (!this.current.playing) return
    const scene = this.scenes[this.index]
    const atEnd = scene !== undefined && this.current.playheadMs >= scene.durationMs
    if (atEnd && this.index < this.scenes.length - 1) return this.enterScene(this.index + 1)
    if (atEnd && this.loop && this.durationMs > 0) return this.enterScene(0)
    if (atEnd) this.ended = true
    this.update({ playing: false, buffering: false })
    if (atEnd) this.onEnded?.()
  }

  /** The user's pause: stops wherever it is. */
  stop(): void {
    this.ended = false
    this.update({ playing: false, buffering: false })
  }

  /** A seek on the whole time line (clamped to it). */
  seekTo(timeMs: number): void {
    this.ended = false
    this.moveTo(this.clamp(timeMs))
  }

  // PlaybackHost: times within the current scene.
  seek(ms: number): void {
    this.update({ playheadMs: ms })
  }

  setPlayhead(ms: number): void {
    this.update({ playheadMs: ms })
  }

  setBuffering(buffering: boolean): void {
    this.update({ buffering })
  }

  private enterScene(index: number): void {
    this.index = index
    this.current = { ...this.current, playheadMs: 0 }
    this.emit()
  }

  private moveTo(t: number): void {
    const index = sceneIndexAt(this.scenes, t)
    const playheadMs = t - (this.scenes[index]?.startMs ?? 0)
    if (index === this.index && playheadMs === this.current.playheadMs) return
    this.index = index
    this.current = { ...this.current, playheadMs }
    this.emit()
  }

  private update(patch: Partial<PlaybackSession>): void {
    const next = { ...this.current, ...patch }
    if (
      next.playing === this.current.playing &&
      next.playheadMs === this.current.playheadMs &&
      next.buffering === this.current.buffering
    ) {
      return
    }
    this.current = next
    this.emit()
  }

  private emit(): void {
    this.snapshot = this.makeSnapshot()
    for (const listener of [...this.listeners]) listener()
  }

  private makeSnapshot(): PlayerSnapshot {
    const sceneMs = this.current.playheadMs
    return {
      sceneIndex: this.index,
      sceneMs,
      timeMs: this.sceneStart() + sceneMs,
      playing: this.current.playing,
      buffering: this.current.buffering,
      ended: this.ended,
    }
  }

  private sceneStart(): number {
    return this.scenes[this.index]?.startMs ?? 0
  }

  private clamp(t: number): number {
    return Number.isFinite(t) ? Math.min(Math.max(0, t), this.durationMs) : 0
  }
}

const EMPTY_SCENE: EditorDocument = { tracks: [] }
