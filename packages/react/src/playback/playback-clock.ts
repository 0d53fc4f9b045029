import {
  audioSourcesOf,
  compileScene,
  evaluateEntry,
  mixGain,
  mixIdOfSource,
  mixIdsByLayer,
  sceneOfDocument,
  sceneTimeOfMedia,
  stepPlayhead,
  type CompiledScene,
  type DrawEntry,
  type EditorDocument,
} from '@podscene/core'
import { MediaTrack } from './media-track.ts'
import type { PlaybackHost, PlaybackSession } from './playback-host.ts'

/**
 * A sounding element further than this from the clock is moved back onto it (ms): under one
 * frame at 30 fps (33 ms), so no element is ever heard a frame off the picture.
 */
const DRIFT_TOLERANCE_MS = 25

export interface PlaybackClockOptions {
  /** Makes the element of one source (default: a detached `<audio>`). */
  createElement?: () => HTMLMediaElement
}

/**
 * The one playback clock of an Editor (or of any `PlaybackHost`, e.g. the read-only player):
 * while `session.playing` it advances the playhead each animation frame — from the currentTime of a sounding media element when there is one (audio is
 * the master clock), else by elapsed time × rate — and keeps every audio source of the document
 * playing at the matching media time with its evaluated volume. A playhead change it did not make
 * (a seek) resyncs every element; a stalled element holds the clock (`session.buffering`).
 */
export class PlaybackClock {
  private readonly tracks = new Map<string, MediaTrack>()
  private document: EditorDocument | null = null
  private compiled: CompiledScene | null = null
  private entries = new Map<string, DrawEntry>()
  /** Each sounding layer's mix id (its track's), for mute / solo. */
  private mixIds = new Map<string, string>()
  private session: PlaybackSession
  private frame = 0
  private lastNow = 0
  /** The playhead this clock wrote last; any other value is a seek. */
  private written = -1
  private readonly unsubscribe: () => void
  private readonly createElement: () => HTMLMediaElement

  constructor(
    private readonly editor: PlaybackHost,
    options: PlaybackClockOptions = {},
  ) {
    this.createElement = options.createElement ?? (() => document.createElement('audio'))
    this.session = editor.session
    this.readDocument(editor.document)
    this.unsubscribe = editor.subscribe(() => this.onEditorChange())
    if (this.session.playing) this.begin()
  }

  /** The element playing a source (a layer key or AUDIO_SCRIPT_SOURCE_ID), for tests and tools. */
  mediaElement(sourceId: string): HTMLMediaElement | undefined {
    return this.tracks.get(sourceId)?.element
  }

  dispose(): void {
    this.unsubscribe()
    this.halt()
    for (const track of this.tracks.values()) track.dispose()
    this.tracks.clear()
    if (this.editor.session.playing) this.editor.pause()
  }

  private onEditorChange(): void {
    const { document, session } = this.editor.getState()
    const previous = this.session
    this.session = session
    if (document !== this.document) this.readDocument(document)
    if (session.playing !== previous.playing) {
      if (session.playing) this.begin()
      else this.halt()
      return
    }
    if (!session.playing) return
    if (session.playbackRate !== previous.playbackRate) {
      for (const track of this.tracks.values()) track.element.playbackRate = session.playbackRate
    }
    if (session.playheadMs !== this.written) this.resync(session.playheadMs)
  }

  private readDocument(doc: EditorDocument): void {
    this.document = doc
    this.mixIds = mixIdsByLayer(doc)
    const sources = audioSourcesOf(doc)
    const ids = new Set(sources.map((s) => s.id))
    for (const [id, track] of this.tracks) {
      if (!ids.has(id)) {
        track.dispose()
        this.tracks.delete(id)
      }
    }
    let moved = false
    for (const source of sources) {
      const track = this.tracks.get(source.id)
      if (track && track.source.url === source.url) {
        moved ||= JSON.stringify(track.source) !== JSON.stringify(source)
        track.source = source
        continue
      }
      track?.dispose()
      const element = this.createElement()
      element.playbackRate = this.session.playbackRate
      this.tracks.set(source.id, new MediaTrack(source, element, () => this.onTrackState()))
      moved = true
    }
    if (moved && this.session.playing) this.resync(this.session.playheadMs)
  }

  private begin(): void {
    this.lastNow = performance.now()
    this.resync(this.session.playheadMs)
    cancelAnimationFrame(this.frame)
    this.frame = requestAnimationFrame(this.tick)
  }

  private halt(): void {
    cancelAnimationFrame(this.frame)
    this.frame = 0
    for (const track of this.tracks.values()) if (track.state !== 'idle') track.stop()
    if (this.editor.session.buffering) this.editor.setBuffering(false)
  }

  /** Puts every element at its media time for scene time t (playing those that sound then). */
  private resync(t: number): void {
    this.written = t
    this.lastNow = performance.now()
    for (const track of this.tracks.values()) {
      const media = track.mediaTimeAt(t)
      if (media === null) {
        if (track.state !== 'idle') track.stop()
      } else {
        track.element.volume = this.volumeAt(track, t)
        track.start(media, this.lastNow)
      }
    }
    this.updateBuffering()
  }

  private readonly tick = (now: number): void => {
    if (!this.session.playing) return
    const elapsed = Math.max(0, now - this.lastNow)
    this.lastNow = Math.max(this.lastNow, now)
    const { playheadMs, playbackRate, loop } = this.session
    let t = playheadMs
    if (!this.holding()) {
      const master = this.master()
      t = master
        ? sceneTimeOfMedia(master.source, master.element.currentTime * 1000)
        : playheadMs + elapsed * playbackRate
    }
    const step = stepPlayhead(t, this.scene().durationMs, loop)
    if (step.ended) {
      this.write(step.playheadMs)
      this.editor.pause()
      // A host that plays on from there (the player's next scene) keeps the loop running.
      if (this.session.playing) this.frame = requestAnimationFrame(this.tick)
      return
    }
    if (step.wrapped) this.editor.seek(step.playheadMs)
    else {
      this.write(step.playheadMs)
      this.follow(step.playheadMs, now)
    }
    this.updateBuffering(now)
    this.frame = requestAnimationFrame(this.tick)
  }

  private write(t: number): void {
    this.written = t
    this.editor.setPlayhead(t)
  }

  /** Per frame: start what begins to sound, stop what ends, correct drift, follow volume. */
  private follow(t: number, now: number): void {
    const master = this.master()
    const buffering = this.holding()
    for (const track of this.tracks.values()) {
      const media = track.mediaTimeAt(t)
      if (media === null) {
        if (track.state !== 'idle' && track.state !== 'failed') track.stop()
        continue
      }
      track.element.volume = this.volumeAt(track, t)
      if (track.state === 'idle' || track.state === 'ended') {
        if (buffering) track.seekTo(media)
        else track.start(media, now)
      } else if (track.state === 'held' && !buffering) {
        track.start(media, now)
      } else if (track.state === 'playing') {
        if (buffering) track.stop('held')
        else if (track !== master) {
          const drift = track.element.currentTime * 1000 - media
          if (Math.abs(drift) > DRIFT_TOLERANCE_MS) track.seekTo(media)
        }
      }
    }
  }

  /** The element whose time is the clock: the first one sounding. */
  private master(): MediaTrack | undefined {
    for (const track of this.tracks.values()) {
      if (track.state === 'playing' && !track.element.paused && !track.element.seeking) return track
    }
    return undefined
  }

  /** An element the clock follows is starting or stalled: the playhead waits for it. */
  private holding(): boolean {
    for (const track of this.tracks.values()) {
      if (track.state === 'starting' || track.state === 'waiting') return true
    }
    return false
  }

  private onTrackState(): void {
    if (this.session.playing) this.updateBuffering()
  }

  private updateBuffering(now = performance.now()): void {
    let buffering = false
    for (const track of this.tracks.values()) buffering ||= track.isBuffering(now)
    if (!this.session.playing) buffering = false
    if (buffering !== this.editor.session.buffering) this.editor.setBuffering(buffering)
  }

  /** The document compiled for evaluation, brought up to date only when playback reads it. */
  private scene(): CompiledScene {
    const scene = sceneOfDocument(this.editor.document)
    if (this.compiled?.scene !== scene) {
      this.compiled = compileScene(scene, this.compiled)
      this.entries = new Map(this.compiled.entries.map((e) => [e.key, e]))
    }
    return this.compiled
  }

  /** The layer's evaluated volume at t × the session mix (mute, solo, master), within 0–1. */
  private volumeAt(track: MediaTrack, t: number): number {
    const compiled = this.scene()
    const key = track.source.layerKey
    const entry = key === null ? undefined : this.entries.get(key)
    const own = entry ? evaluateEntry(compiled, entry, t).volume : 1
    const { masterVolume = 1, mutedTracks = [], soloTracks = [] } = this.session
    const gain = mixGain(
      { masterVolume, mutedTracks, soloTracks },
      mixIdOfSource(track.source, this.mixIds),
    )
    const volume = own * gain
    return Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 0
  }
}

const clocks = new WeakMap<PlaybackHost, { clock: PlaybackClock; users: number }>()

/** The Editor's shared clock, created on first use; call the returned function to release it. */
export function acquirePlaybackClock(
  editor: PlaybackHost,
  options?: PlaybackClockOptions,
): () => void {
  let entry = clocks.get(editor)
  if (!entry) {
    entry = { clock: new PlaybackClock(editor, options), users: 0 }
    clocks.set(editor, entry)
  }
  entry.users++
  const held = entry
  let released = false
  return () => {
    if (released) return
    released = true
    if (--held.users === 0) {
      held.clock.dispose()
      if (clocks.get(editor) === held) clocks.delete(editor)
    }
  }
}

/** The clock driving `editor`'s playback while a component holds it, else undefined. */
export function playbackClockOf(editor: PlaybackHost): PlaybackClock | undefined {
  return clocks.get(editor)?.clock
}
