import type { TemplateDocument } from '../document/template-document.ts'
import type { PathSegment } from '../document/problem.ts'
import type { Layer } from '../schema/layer.ts'

/** A layer of a document with where it is stored. */
export interface LocatedLayer {
  layer: Layer
  trackIndex: number
  layerIndex: number
  /** Segments from the document root: `['scene', 'tracks', 0, 'layers', 2]` for a template. */
  segments: PathSegment[]
}

/** Path segments of `scene.tracks` (template) or `tracks` (bare scene). */
export function tracksSegments(doc: TemplateDocument): PathSegment[] {
  return doc.kind === 'template' ? ['scene', 'tracks'] : ['tracks']
}

/** Every layer in stored order (tracks in array order, then layers), skipping nulls. */
export function locatedLayers(doc: TemplateDocument): LocatedLayer[] {
  const root = tracksSegments(doc)
  const out: LocatedLayer[] = []
  doc.scene.tracks?.forEach((track, trackIndex) => {
    track?.layers?.forEach((layer, layerIndex) => {
      if (layer && typeof layer === 'object') {
        out.push({
          layer,
          trackIndex,
          layerIndex,
          segments: [...root, trackIndex, 'layers', layerIndex],
        })
      }
    })
  })
  return out
}
