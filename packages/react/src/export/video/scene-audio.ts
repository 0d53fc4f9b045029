import {
  audioSourcesOf,
  compileScene,
  evaluateEntry,
  type AudioSource,
  type CompiledScene,
  type DrawEntry,
  type EditorDocument,
} from '@podscene/core'
import { playerScenesOf, totalDuration } from '../../player/player-source.ts'
import type { SceneAudioOptions, VideoDocument } from './types.ts'
import { openSound, type SoundReader } from './sound-reader.ts'
import { mixInto } from './mix-pcm.ts'

/** Volume automation step, ms (playback sets an element's volume once per animation frame). */
const VOLUME_STEP_MS = 10

/** One sound of the time line: a core `AudioSource` of one scene, placed on the whole line. */
interface PlacedSound {
  source: AudioSource
  /** Where its scene starts on the whole time line, ms. */
  sceneStartMs: number
  /** The scene's end on the whole line (the clock stops there), or null for a still. */
  sceneEndMs: number | null
  compiled: CompiledScene
  entry: DrawEntry | undefined
}

/** Mixes a document's sound offline, any range at a time (see `createSceneAudioMixer`). */
export interface SceneAudioMixer {
  /** Whether the document plays any sound at all (before loading it). */
  readonly hasSound: boolean
  readonly sampleRate: number
  readonly channels: number
  /** Loads and decodes every sound (once); failures are reported by `problems`, not thrown. */
  load(): Promise<void>
  /**
   * The mix of `frames` samples starting `startFrame` samples after `originMs` on the time line,
   * mixed sample by sample from the sources' windows (no Web Audio graph). Consecutive ranges join sample-exactly.
   */
  render(originMs: number, startFrame: number, frames: number): Promise<AudioBuffer>
  /** Sounds that could not be loaded or decoded (left out of the mix), `<url>: <reason>`. */
  problems(): string[]
}

/**
 * The sound of a document mixed as playback mixes it: the same sources (core `audioSourcesOf`:
 * audio layers, persons' TTS, video sound tracks, `audio_script`), placed by their layer's start,
 * `prop.clip` and own end, each scaled by its layer's evaluated volume (keyframes included,
 * clamped to 0–1 as an HTMLMediaElement's volume); a project's scenes one after another, each
 * cut at its scene's end as the player's clock stops there. Session mix controls (mute, solo,
 * master volume) are monitoring, not part of the document, and are not applied.
 */
export function createSceneAudioMixer(
  document: VideoDocument,
  options: Pick<
    SceneAudioOptions,
    'sampleRate' | 'channels' | 'resolveMediaUrl' | 'signal' | 'wholeDecodeMaxS'
  > = {},
): SceneAudioMixer {
  const sampleRate = options.sampleRate ?? 48_000
  const channels = options.channels ?? 2
  if (!(channels === 1 || channels === 2))
    throw new RangeError(`renderSceneAudio: channels must be 1 or 2, got ${String(channels)}`)
  if (!(Number.isInteger(sampleRate) && sampleRate >= 8000 && sampleRate <= 192_000))
    throw new RangeError(`renderSceneAudio: sampleRate must be 8000–192000, got ${sampleRate}`)
  const resolve = options.resolveMediaUrl ?? ((url: string) => url)
  const scenes = playerScenesOf(document)
  const single = scenes.length === 1
  const sounds: PlacedSound[] = []
  for (const scene of scenes) {
    const sources = audioSourcesOf(scene.scene as EditorDocument)
    if (sources.length === 0) continue
    const compiled = compileScene(scene.scene)
    const entries = new Map(compiled.entries.map((e) => [e.key, e]))
    for (const source of sources) {
      sounds.push({
        source,
        sceneStartMs: scene.startMs,
        sceneEndMs:
          scene.durationMs > 0 ? scene.startMs + scene.durationMs : single ? null : scene.startMs,
        compiled,
        entry: source.layerKey === null ? undefined : entries.get(source.layerKey),
      })
    }
  }
  const readers = new Map<string, Promise<SoundReader | null>>()
  const failed = new Map<string, string>()
  // Where each source is last heard on the whole line: past that, its reader is let go.
  const lastHeardMs = new Map<string, number>()
  for (const sound of sounds) {
    const url = sound.source.url
    lastHeardMs.set(url, Math.max(lastHeardMs.get(url) ?? -Infinity, lastHeardOf(sound)))
  }

  const open = (url: string): Promise<SoundReader | null> => {
    let work = readers.get(url)
    if (!work) {
      work = openSound(resolve(url), {
        sampleRate,
        channels,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.wholeDecodeMaxS !== undefined
          ? { wholeDecodeMaxS: options.wholeDecodeMaxS }
          : {}),
      }).catch((error: unknown) => {
        if (options.signal?.aborted) throw error
        failed.set(url, error instanceof Error ? error.message || error.name : String(error))
        return null
      })
      readers.set(url, work)
    }
    return work
  }

  return {
    hasSound: sounds.length > 0,
    sampleRate,
    channels,
    async load() {
      await Promise.all(sounds.map((s) => open(s.source.url)))
    },
    async render(originMs, startFrame, frames) {
      const length = Math.max(1, frames)
      const out = Array.from({ length: channels }, () => new Float32Array(length))
      const c0 = originMs + (startFrame / sampleRate) * 1000
      const c1 = originMs + ((startFrame + frames) / sampleRate) * 1000
      for (const sound of sounds) {
        const start = sound.sceneStartMs + sound.source.startMs
        if (start >= c1 || lastHeardOf(sound) <= c0) continue
        const reader = await open(sound.source.url)
        if (reader) await mixSound(out, sampleRate, sound, reader, c0, c1)
      }
      // A source heard for the last time in this range is freed (decoded sound, open file).
      for (const [url, lastMs] of lastHeardMs) {
        const work = readers.get(url)
        if (!work || lastMs > c1) continue
        // Asked for again (an earlier range), it is opened again.
        readers.delete(url)
        void work.then((reader) => reader?.dispose())
      }
      const buffer = new AudioBuffer({ length, numberOfChannels: channels, sampleRate })
      out.forEach((data, c) => buffer.copyToChannel(data, c))
      return buffer
    },
    problems: () => [...failed].map(([url, reason]) => `${url}: sound left out (${reason})`),
  }
}

/** The latest time on the whole line at which `sound` can be heard (its media's length aside). */
function lastHeardOf({ source, sceneStartMs, sceneEndMs }: PlacedSound): number {
  const start = sceneStartMs + source.startMs
  return Math.min(
    source.endMs === null ? Infinity : sceneStartMs + source.endMs,
    source.clipEndMs === null ? Infinity : start + (source.clipEndMs - source.clipStartMs),
    sceneEndMs ?? Infinity,
  )
}

/**
 * Adds the part of `sound` heard within [c0, c1) of the time line to `out` (frame 0 = c0), its
 * gain following the layer's evaluated volume: sampled every VOLUME_STEP_MS and ramped linearly
 * between samples, as playback sets an element's volume once per animation frame.
 */
async function mixSound(
  out: readonly Float32Array[],
  rate: number,
  sound: PlacedSound,
  reader: SoundReader,
  c0: number,
  c1: number,
): Promise<void> {
  const { source, sceneStartMs } = sound
  // Heard on the whole line from its start until its own end, its clip's end, the media's end
  // or its scene's end, whichever comes first.
  const start = sceneStartMs + source.startMs
  const from = Math.max(start, c0)
  const heardTo = Math.min(c1, lastHeardOf(sound))
  if (!(heardTo > from)) return
  const offsetSec = (source.clipStartMs + (from - start)) / 1000
  const window = await reader.window(offsetSec, offsetSec + (heardTo - from) / 1000)
  if (!window) return
  const to = Math.min(heardTo, start + (reader.duration() * 1000 - source.clipStartMs))
  if (!(to > from)) return
  const outAt = Math.round(((from - c0) / 1000) * rate)
  const sourceAt = Math.max(0, Math.round((offsetSec - window.startSec) * rate))
  const count = Math.round(((to - from) / 1000) * rate)
  mixInto(out, outAt, window.buffer, sourceAt, count, volumeCurve(sound, from, to, rate))
}

/** The gain of the k-th frame from `from`: the volume every VOLUME_STEP_MS, linear between. */
function volumeCurve(sound: PlacedSound, from: number, to: number, rate: number) {
  if (!sound.entry) return () => 1
  const steps: number[] = []
  for (let ms = from; ; ms += VOLUME_STEP_MS) {
    steps.push(volumeOf(sound, Math.min(ms, to) - sound.sceneStartMs))
    if (ms >= to) break
  }
  if (steps.every((v) => v === steps[0])) {
    const constant = steps[0]!
    return () => constant
  }
  const framesPerStep = (VOLUME_STEP_MS / 1000) * rate
  return (k: number) => {
    const at = k / framesPerStep
    const j = Math.floor(at)
    const a = steps[Math.min(j, steps.length - 1)]!
    const b = steps[Math.min(j + 1, steps.length - 1)]!
    return a + (b - a) * (at - j)
  }
}

/** The layer's evaluated volume at scene time t, within 0–1 (the audio script: 1). */
function volumeOf(sound: PlacedSound, t: number): number {
  if (!sound.entry) return 1
  const v = evaluateEntry(sound.compiled, sound.entry, Math.max(0, t)).volume
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0
}

/**
 * The document's sound over [fromMs, toMs) (default the whole time line), mixed offline at
 * `sampleRate` (48000) with `channels` (2); null when it plays no sound. Sounds that cannot be
 * loaded are left out, as playback leaves them silent.
 */
export async function renderSceneAudio(
  document: VideoDocument,
  options: SceneAudioOptions = {},
): Promise<AudioBuffer | null> {
  const mixer = createSceneAudioMixer(document, options)
  if (!mixer.hasSound) return null
  const fromMs = options.fromMs ?? 0
  const toMs = options.toMs ?? totalDuration(playerScenesOf(document))
  if (!(toMs > fromMs))
    throw new RangeError(`renderSceneAudio: toMs (${toMs}) must be after fromMs (${fromMs})`)
  await mixer.load()
  options.signal?.throwIfAborted()
  return mixer.render(fromMs, 0, Math.round(((toMs - fromMs) / 1000) * mixer.sampleRate))
}
