/**
 * Which field of a layer a slot value goes to, by layer type: text → `prop.textInfo.content`;
 * subtitle → `subtitle.text` (the timed `word_seq`, which comes from speech, is left as is);
 * image, video, person → `path` (and `preview_path` when the layer has one); audio → `path`;
 * waveform → `prop.audioPath`; color → `color`; shape → `prop.shapeInfo.color`.
 */
import type { Layer } from '../schema/layer.ts'
import type { PathSegment } from '../document/problem.ts'
import type { SlotKind } from './types.ts'

export interface LayerSlotFields {
  kind: SlotKind
  /** Field paths relative to the layer; the first one is read as the current value. */
  fields: PathSegment[][]
}

export function slotFieldsOf(layer: Layer): LayerSlotFields | null {
  switch (layer.type) {
    case 'text':
      return { kind: 'text', fields: [['prop', 'textInfo', 'content']] }
    case 'subtitle':
      return { kind: 'text', fields: [['subtitle', 'text']] }
    case 'image':
    case 'video':
    case 'person': {
      const fields: PathSegment[][] = [['path']]
      if (typeof layer.preview_path === 'string') fields.push(['preview_path'])
      return { kind: layer.type, fields }
    }
    case 'audio':
      return { kind: 'audio', fields: [['path']] }
    case 'waveform':
      return { kind: 'audio', fields: [['prop', 'audioPath']] }
    case 'color':
      return { kind: 'color', fields: [['color']] }
    case 'shape':
      return { kind: 'color', fields: [['prop', 'shapeInfo', 'color']] }
    default:
      return null
  }
}

/** The value at a path inside a layer, when it is a string. */
export function readString(layer: Layer, segments: readonly PathSegment[]): string | null {
  let at: unknown = layer
  for (const segment of segments) {
    if (at === null || typeof at !== 'object') return null
    at = (at as Record<PathSegment, unknown>)[segment]
  }
  return typeof at === 'string' ? at : null
}
