import type { Track } from '../schema/track.ts'

/** A track's place in the draw order: its `index` when it is a finite number, else 0. */
export function trackDrawIndex(track: Track | null | undefined): number {
  return typeof track?.index === 'number' && Number.isFinite(track.index) ? track.index : 0
}

/**
 * Track positions (in the `tracks` array) in draw order, bottom first: ascending `index`, array
 * order on ties (docs site: “The data model”). Layers inside a track draw in array order; later draws on top.
 */
export function tracksInDrawOrder(tracks: readonly (Track | null | undefined)[]): number[] {
  return tracks
    .map((track, position) => ({ position, index: trackDrawIndex(track) }))
    .sort((a, b) => a.index - b.index || a.position - b.position)
    .map((t) => t.position)
}
