import type { Layer, Track } from '@podscene/core'

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
