import { tracksOf } from './document.ts'
import type { EditorDocument, LayerLocation } from './types.ts'

/**
 * Finds layers by key in O(1) across edits: a remembered position is checked first and the
 * index is rebuilt only when it is stale. Keys should be unique; with
 * duplicates a key finds one of them, so address such layers by position.
 */
export class LayerLocator {
  private positions = new Map<string, LayerLocation>()
  private indexedTracks: unknown = null

  locate(doc: EditorDocument, key: string): LayerLocation | undefined {
    const tracks = tracksOf(doc)
    const hint = this.positions.get(key)
    if (hint && tracks[hint.track]?.layers?.[hint.index]?.key === key) return hint
    if (this.indexedTracks === tracks) return undefined
    this.rebuild(tracks)
    return this.positions.get(key)
  }

  private rebuild(tracks: ReturnType<typeof tracksOf>): void {
    this.positions = new Map()
    for (let t = 0; t < tracks.length; t++) {
      const layers = tracks[t]?.layers ?? []
      for (let i = 0; i < layers.length; i++) {
        const key = layers[i]?.key
        if (typeof key === 'string' && !this.positions.has(key)) {
          this.positions.set(key, { track: t, index: i })
        }
      }
    }
    this.indexedTracks = tracks
  }
}
