import { useMemo } from 'react'
import { audioSourcesOf, mixIdOf, tracksOfDocument, type EditorDocument } from '@podscene/core'

/** The mix id of every track that has a sound source (by array position), for mute / solo. */
export function useTrackMixIds(doc: EditorDocument): Map<number, string> {
  return useMemo(() => {
    const sounding = new Set(audioSourcesOf(doc).map((s) => s.layerKey))
    const ids = new Map<number, string>()
    tracksOfDocument(doc).forEach((track, position) => {
      if (track?.layers?.some((layer) => layer?.key && sounding.has(layer.key))) {
        ids.set(position, mixIdOf(track, position))
      }
    })
    return ids
  }, [doc])
}
