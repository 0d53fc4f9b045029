import type { Layer, SceneContainer, Track } from '@podscene/core'

/** The tracks of an Editor document, whether it is a template `{scene: {tracks}}` or a bare scene. */
export function documentTracks(doc: unknown): Track[] {
  if (!doc || typeof doc !== 'object') return []
  const d = doc as { tracks?: Track[] | null; scene?: { tracks?: Track[] | null } | null }
  return d.scene?.tracks ?? d.tracks ?? []
}

export interface LayerEntry {
  layer: Layer
  key: string
  trackPosition: number
  layerIndex: number
}

/** Every layer with its position, keyed by layer key. */
export function indexLayers(tracks: Track[]): Map<string, LayerEntry> {
  const map = new Map<string, LayerEntry>()
  tracks.forEach((track, trackPosition) => {
    ;(track.layers ?? []).forEach((layer, layerIndex) => {
      if (layer.key) map.set(layer.key, { layer, key: layer.key, trackPosition, layerIndex })
    })
  })
  return map
}

/** A short human name for a layer: its text for text and subtitle layers, else kind and key. */
export function layerLabel(layer: Layer): string {
  const kind = layer.type || 'layer'
  const text = layer.prop?.textInfo?.content ?? layer.subtitle?.text
  if (text && text.trim()) {
    const t = text.trim()
    return `${kind}: ${t.length > 24 ? `${t.slice(0, 24)}…` : t}`
  }
  return `${kind} ${layer.key ?? ''}`.trim()
}

export function trackLabel(track: Track, position: number): string {
  return `Track ${track.index ?? position}${track.type ? ` (${track.type})` : ''}`
}

/** The scene container of an Editor document (template or bare scene). */
export function documentScene(doc: unknown): SceneContainer {
  const d = (doc ?? {}) as { scene?: SceneContainer | null } & SceneContainer
  return d.scene ?? d
}

/** The template's `aspect_ratio`, or null for a bare scene. */
export function documentAspectRatio(doc: unknown): number | null {
  const d = (doc ?? {}) as { aspect_ratio?: number | null }
  return typeof d.aspect_ratio === 'number' ? d.aspect_ratio : null
}
