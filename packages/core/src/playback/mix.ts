import type { Track } from '../schema/track.ts'
import { tracksOf } from '../editor/document.ts'
import type { EditorDocument, SessionState } from '../editor/types.ts'
import { AUDIO_SCRIPT_SOURCE_ID, type AudioSource } from './audio-sources.ts'

/**
 * The id mute and solo use for a track: its `key` when it has one, else `#<position>` in the
 * document's track array. The scene's own audio script has AUDIO_SCRIPT_SOURCE_ID.
 */
export function mixIdOf(track: Track | null | undefined, position: number): string {
  return typeof track?.key === 'string' && track.key !== '' ? track.key : `#${position}`
}

/** The mix id of each sounding layer key (its track's), for `sourceGain`. */
export function mixIdsByLayer(doc: EditorDocument): Map<string, string> {
  const ids = new Map<string, string>()
  tracksOf(doc).forEach((track, position) => {
    const id = mixIdOf(track, position)
    for (const layer of track?.layers ?? []) if (layer?.key) ids.set(layer.key, id)
  })
  return ids
}

/** The mix id a source belongs to: its layer's track, or the audio script's own. */
export function mixIdOfSource(source: AudioSource, byLayer: Map<string, string>): string {
  if (source.layerKey === null) return AUDIO_SCRIPT_SOURCE_ID
  return byLayer.get(source.layerKey) ?? source.layerKey
}

/**
 * The factor a source's evaluated volume is multiplied by: 0 when its mix id is muted, or when
 * some ids are soloed and it is not one of them; else the master volume.
 */
export function mixGain(
  session: Pick<SessionState, 'masterVolume' | 'mutedTracks' | 'soloTracks'>,
  mixId: string,
): number {
  if (session.mutedTracks.includes(mixId)) return 0
  if (session.soloTracks.length > 0 && !session.soloTracks.includes(mixId)) return 0
  return session.masterVolume
}
