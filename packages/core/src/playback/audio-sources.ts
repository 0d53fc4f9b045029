import type { Layer } from '../schema/layer.ts'
import { isAllowedMediaUrl } from '../semantics/media-url.ts'
import { layerOwnEnd, layerStart } from '../semantics/time.ts'
import { sceneOf } from '../editor/document.ts'
import type { EditorDocument } from '../editor/types.ts'

/** Id of the scene's own voice track (`scene.audio_script.url`) among the audio sources. */
export const AUDIO_SCRIPT_SOURCE_ID = 'scene:audio_script'

/** A sound the scene plays, placed on the scene's time line (all times in ms). */
export interface AudioSource {
  /** The layer key, or AUDIO_SCRIPT_SOURCE_ID for the scene's audio script. */
  id: string
  /** The layer whose evaluated `volume` scales it; null for the audio script (volume 1). */
  layerKey: string | null
  url: string
  /** Scene time at which the media's `clipStartMs` plays. */
  startMs: number
  /** Scene time at which it stops (the layer's own end); null = open-ended. */
  endMs: number | null
  /** `prop.clip.start`: where in the media playback begins. */
  clipStartMs: number
  /** `prop.clip.end` when after the clip start: where in the media playback stops; else null. */
  clipEndMs: number | null
  /** What plays it: an audio file, or the sound track of a video layer. */
  kind: 'audio' | 'video'
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The URL a layer plays: audio `path` or `prop.audioPath`, a person's `tts_audio_url`, a
 * video's `path` (its sound track; the picture is drawn by the canvas, muted).
 */
function soundUrlOf(layer: Layer): string {
  if (layer.type === 'audio') return text(layer.path) || text(layer.prop?.audioPath)
  if (layer.type === 'person') return text(layer.tts_audio_url)
  if (layer.type === 'video') return text(layer.path)
  return ''
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/**
 * Every sound of the document with a URL `isAllowedMediaUrl` accepts: audio layers, persons with
 * TTS audio, video layers (their sound track), then the scene's `audio_script.url` (from 0,
 * open-ended). URLs that are refused are left out (the canvas labels them).
 */
export function audioSourcesOf(doc: EditorDocument): AudioSource[] {
  const scene = sceneOf(doc)
  const sources: AudioSource[] = []
  for (const track of scene.tracks ?? []) {
    for (const layer of track?.layers ?? []) {
      if (!layer) continue
      const url = soundUrlOf(layer)
      if (!url || !isAllowedMediaUrl(url)) continue
      const clipStartMs = Math.max(0, finiteOr(layer.prop?.clip?.start, 0))
      const clipEnd = finiteOr(layer.prop?.clip?.end, 0)
      sources.push({
        id: layer.key ?? '',
        layerKey: layer.key ?? null,
        url,
        startMs: layerStart(layer),
        endMs: layerOwnEnd(layer),
        clipStartMs,
        clipEndMs: clipEnd > clipStartMs ? clipEnd : null,
        kind: layer.type === 'video' ? 'video' : 'audio',
      })
    }
  }
  const script = (scene as { audio_script?: { url?: unknown } | null }).audio_script
  const scriptUrl = text(script?.url)
  if (scriptUrl && isAllowedMediaUrl(scriptUrl)) {
    sources.push({
      id: AUDIO_SCRIPT_SOURCE_ID,
      layerKey: null,
      url: scriptUrl,
      startMs: 0,
      endMs: null,
      clipStartMs: 0,
      clipEndMs: null,
      kind: 'audio',
    })
  }
  return sources
}

/** Milliseconds into the source's media heard at scene time `t`, or null when it is silent then. */
export function mediaTimeAt(source: AudioSource, t: number): number | null {
  if (t < source.startMs || (source.endMs !== null && t >= source.endMs)) return null
  const media = source.clipStartMs + (t - source.startMs)
  if (source.clipEndMs !== null && media >= source.clipEndMs) return null
  return media
}

/** The scene time at which the source's media is at `mediaMs` (inverse of mediaTimeAt). */
export function sceneTimeOfMedia(source: AudioSource, mediaMs: number): number {
  return source.startMs + (mediaMs - source.clipStartMs)
}
