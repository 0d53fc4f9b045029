import type { LayerRenderer, LayerRenderers } from './renderer-types.ts'
import { AudioLayer } from './audio-layer.tsx'
import { ColorLayer } from './color-layer.tsx'
import { ImageLayer } from './image-layer.tsx'
import { PersonLayer } from './person-layer.tsx'
import { ShapeLayer } from './shape-layer.tsx'
import { SubtitleLayer } from './subtitle-layer.tsx'
import { TextLayer } from './text-layer.tsx'
import { UnknownLayer } from './unknown-layer.tsx'
import { VideoLayer } from './video-layer.tsx'
import { WaveformLayer } from './waveform-layer.tsx'

/** One renderer per known layer kind (docs site: “The data model”). */
export const defaultLayerRenderers: LayerRenderers = Object.freeze({
  image: ImageLayer,
  video: VideoLayer,
  text: TextLayer,
  subtitle: SubtitleLayer,
  shape: ShapeLayer,
  color: ColorLayer,
  person: PersonLayer,
  waveform: WaveformLayer,
  audio: AudioLayer,
})

/** The renderer for a layer type: a custom one first, then the default, else the labelled placeholder. */
export function rendererFor(type: string, custom: LayerRenderers | undefined): LayerRenderer {
  if (custom && Object.hasOwn(custom, type)) return custom[type] as LayerRenderer
  if (Object.hasOwn(defaultLayerRenderers, type))
    return defaultLayerRenderers[type] as LayerRenderer
  return UnknownLayer
}
