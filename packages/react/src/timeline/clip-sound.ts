import {
  audioSourcesOf,
  layerOwnEnd,
  layerStart,
  sceneOfDocument,
  type AudioSource,
  type EditorDocument,
  type Layer,
} from '@podscene/core'
import { peaksBetween, type AudioPeaks } from '../media/peaks/index.ts'

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

function findLayer(doc: EditorDocument, key: string): Layer | undefined {
  for (const track of sceneOfDocument(doc).tracks ?? []) {
    for (const layer of track?.layers ?? []) if (layer?.key === key) return layer
  }
  return undefined
}

/**
 * The sound a timeline clip shows as its strip: what the layer plays (core's audioSourcesOf:
 * audio, video, person TTS) or, for a waveform layer, the audio it draws (`prop.audioPath`,
 * `path`, `tts_audio_url`, placed like the canvas places it). Null when the layer has none.
 */
export function clipSoundOf(doc: EditorDocument, layerKey: string): AudioSource | null {
  const played = audioSourcesOf(doc).find((s) => s.layerKey === layerKey)
  if (played) return played
  const layer = findLayer(doc, layerKey)
  if (layer?.type !== 'waveform') return null
  const url =
    text(layer.prop?.audioPath) || text(layer.path) || text(layer.tts_audio_url as unknown)
  if (!url) return null
  const clipStart = Number(layer.prop?.clip?.start)
  return {
    id: layerKey,
    layerKey,
    url,
    startMs: layerStart(layer),
    endMs: layerOwnEnd(layer),
    clipStartMs: Number.isFinite(clipStart) ? Math.max(0, clipStart) : 0,
    clipEndMs: null,
    kind: 'audio',
  }
}

/**
 * `count` peaks of what a source plays over scene time `[fromMs, toMs)`: the slice of the media
 * `prop.clip` selects, placed at the layer's start; 0 where it plays nothing (before its start,
 * after the clip's or the layer's end, past the media's end).
 */
export function clipStripPeaks(
  source: AudioSource,
  peaks: AudioPeaks,
  fromMs: number,
  toMs: number,
  count: number,
): Float32Array {
  const offset = source.clipStartMs - source.startMs
  const out = peaksBetween(peaks, fromMs + offset, toMs + offset, count)
  const span = (toMs - fromMs) / Math.max(1, count)
  const clipEnd =
    source.clipEndMs === null ? Infinity : source.startMs + source.clipEndMs - source.clipStartMs
  const end = Math.min(source.endMs ?? Infinity, clipEnd)
  for (let i = 0; i < count; i++) {
    const t = fromMs + i * span
    if (t + span <= source.startMs || t >= end) out[i] = 0
  }
  return out
}
