import { tracksInDrawOrder, type Track } from '@podscene/core'
import { layerLabel, trackLabel } from '../state/labels.ts'
import type { Translations } from '../i18n/en.ts'

export type TreeItem =
  | { kind: 'track'; id: string; trackPosition: number; label: string; layerCount: number }
  | {
      kind: 'layer'
      id: string
      key: string
      trackPosition: number
      layerIndex: number
      layerCount: number
      label: string
      type: string
    }

/** The rows of the layer tree, top of the draw order first; collapsed tracks hide their layers. */
export function layerTreeItems(
  tracks: Track[],
  collapsed: ReadonlySet<string>,
  trackNames?: Translations['tracks'],
  kinds?: Translations['kinds'],
): TreeItem[] {
  const items: TreeItem[] = []
  for (const trackPosition of tracksInDrawOrder(tracks).reverse()) {
    const track = tracks[trackPosition]!
    const layers = track.layers ?? []
    const id = `track:${trackPosition}`
    items.push({
      kind: 'track',
      id,
      trackPosition,
      label: trackLabel(track, trackPosition, trackNames, kinds),
      layerCount: layers.length,
    })
    if (collapsed.has(id)) continue
    for (let layerIndex = layers.length - 1; layerIndex >= 0; layerIndex--) {
      const layer = layers[layerIndex]!
      if (!layer.key) continue
      items.push({
        kind: 'layer',
        id: `layer:${layer.key}`,
        key: layer.key,
        trackPosition,
        layerIndex,
        layerCount: layers.length,
        label: layerLabel(layer),
        type: layer.type ?? 'layer',
      })
    }
  }
  return items
}

/** Whether two row lists show the same rows (every field equal). */
export function sameTreeItems(a: readonly TreeItem[], b: readonly TreeItem[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Record<string, unknown>
    const y = b[i] as Record<string, unknown>
    for (const key in x) if (x[key] !== y[key]) return false
  }
  return true
}
