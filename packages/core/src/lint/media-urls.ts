import type { TemplateDocument } from '../document/template-document.ts'
import { formatPath, type PathSegment } from '../document/problem.ts'
import type { Layer } from '../schema/layer.ts'
import { isAllowedMediaUrl } from '../semantics/media-url.ts'
import { locatedLayers } from '../slots/layer-paths.ts'

/** Fields of a layer that hold a URL the render loads (media, audio, fonts). */
export const MEDIA_URL_FIELDS: readonly (readonly PathSegment[])[] = [
  ['path'],
  ['preview_path'],
  ['person_cover'],
  ['person_preview_url'],
  ['tts_audio_url'],
  ['prop', 'audioPath'],
  ['subtitle', 'font_family', 'url'],
  ['prop', 'textInfo', 'fontFileName'],
  ['prop', 'textConfig', 'fontFamily', 'url'],
  ['prop', 'meta', 'cover'],
  ['prop', 'meta', 'preview_video'],
  ['prop', 'emotion', 'cover'],
  ['prop', 'emotion', 'preview_video'],
]

export interface MediaUrl {
  url: string
  /** Full path of the field, e.g. `scene.tracks[0].layers[1].path`. */
  path: string
  /** The field within its layer (one of MEDIA_URL_FIELDS), e.g. `['prop', 'audioPath']`. */
  field: readonly PathSegment[]
  trackIndex: number
  layerIndex: number
}

function read(layer: Layer, segments: readonly PathSegment[]): unknown {
  let at: unknown = layer
  for (const s of segments)
    at = at !== null && typeof at === 'object' ? (at as Record<PathSegment, unknown>)[s] : undefined
  return at
}

/** Every allowed (docs site: “The data model”) media or font URL of a document, in document order. */
export function mediaUrlsOf(doc: TemplateDocument): MediaUrl[] {
  return mediaUrlValuesOf(doc).filter((m) => isAllowedMediaUrl(m.url))
}

/** Every non-empty string in a media or font URL field, allowed or not, in document order. */
export function mediaUrlValuesOf(doc: TemplateDocument): MediaUrl[] {
  const out: MediaUrl[] = []
  for (const { layer, segments, trackIndex, layerIndex } of locatedLayers(doc)) {
    for (const field of MEDIA_URL_FIELDS) {
      const url = read(layer, field)
      if (typeof url === 'string' && url.trim() !== '') {
        out.push({ url, path: formatPath([...segments, ...field]), field, trackIndex, layerIndex })
      }
    }
  }
  return out
}
