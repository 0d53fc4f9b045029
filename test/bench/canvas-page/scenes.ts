import type { Layer, SceneContainer } from '@podscene/core'

export interface SceneSpec {
  layers: number
  /** Part of the 1920×1080 canvas the layers are spread over. */
  area: { x: number; y: number; w: number; h: number }
}

/** Deterministic scene: 70% colour boxes, 20% ellipses, 10% text; x and alpha animated over 10 s. */
export function benchScene({ layers, area }: SceneSpec): SceneContainer {
  let seed = 7
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const tracks: SceneContainer['tracks'] = []
  const perTrack = 50
  for (let t = 0; t * perTrack < layers; t++) {
    const list: Layer[] = []
    for (let i = t * perTrack; i < Math.min(layers, (t + 1) * perTrack); i++) {
      const w = 20 + random() * 60
      const h = 20 + random() * 60
      const x = area.x + random() * (area.w - w)
      const y = area.y + random() * (area.h - h)
      const color = `hsl(${Math.floor(random() * 360)}, 70%, 55%)`
      const kind = random()
      const timeline = {
        start: 0,
        end: 0,
        key_frames: [
          { timestamp: 0, func: 'linear', properties: { x, alpha: 1 } },
          { timestamp: 10_000, func: 'linear', properties: { x: x + 40, alpha: 0.6 } },
        ],
      }
      const base = { key: `l${i}`, x, y, w, h, r: Math.floor(random() * 30), alpha: 1, timeline }
      if (kind < 0.7) list.push({ ...base, type: 'color', color })
      else if (kind < 0.9)
        list.push({ ...base, type: 'shape', prop: { shapeInfo: { type: 'ellipse', color } } })
      else
        list.push({
          ...base,
          type: 'text',
          prop: { textInfo: { content: `Layer ${i}`, fontSize: 16, color } },
        })
    }
    tracks.push({ index: t, key: `t${t}`, type: 'main', layers: list })
  }
  return { tracks }
}

/** The scene with one layer moved (a drag frame): new objects only along the changed path. */
export function moveLayer(
  scene: SceneContainer,
  trackIndex: number,
  layerIndex: number,
  dx: number,
): SceneContainer {
  const tracks = scene.tracks!.slice()
  const track = tracks[trackIndex]!
  const layers = track.layers!.slice()
  const layer = layers[layerIndex]!
  const frames = layer.timeline!.key_frames!.map((k) => ({
    ...k,
    properties: { ...k.properties, x: (k.properties!.x ?? 0) + dx },
  }))
  layers[layerIndex] = {
    ...layer,
    x: (layer.x ?? 0) + dx,
    timeline: { ...layer.timeline, key_frames: frames },
  }
  tracks[trackIndex] = { ...track, layers }
  return { ...scene, tracks }
}
