import type { KnownLayerKind } from '../semantics/layer-kinds.ts'
import type { Layer } from '../schema/layer.ts'

/**
 * Kind-specific defaults of a new layer (units of the docs site’s “The data model”: canvas px, ms, 0–1 alpha and
 * volume). Sizes suit a 1080-wide canvas; callers override x/y/w/h to place the layer.
 */
export const LAYER_KIND_DEFAULTS: Record<KnownLayerKind, () => Layer> = {
  image: () => ({ w: 540, h: 540, path: '', fit_mode: 'cover', flip: '', radius: '0' }),
  video: () => ({ w: 960, h: 540, path: '', fit_mode: 'cover', flip: '', volume: 1 }),
  text: () => ({
    w: 600,
    h: 120,
    prop: {
      textInfo: { content: 'Text', fontSize: 48, color: '#ffffff', textAlign: 'center' },
    },
  }),
  subtitle: () => ({
    w: 960,
    h: 160,
    subtitle: { text: '', line_size: 16, word_seq: [] },
    prop: { textInfo: { fontSize: 48, color: '#ffffff', textAlign: 'center' } },
  }),
  shape: () => ({
    w: 300,
    h: 300,
    prop: {
      shapeInfo: {
        type: 'rect',
        color: '#ffffff',
        strokeColor: '',
        strokeWidth: 0,
        strokeType: 'solid',
      },
    },
  }),
  waveform: () => ({
    w: 800,
    h: 200,
    prop: { audioPath: '', waveformConfig: { color: '#ffffff' } },
  }),
  audio: () => ({ w: 0, h: 0, path: '', volume: 1 }),
  person: () => ({
    w: 540,
    h: 960,
    path: '',
    fit_mode: 'contain',
    person_cover: '',
    person_preview_url: '',
    volume: 1,
  }),
  color: () => ({ w: 1080, h: 1080, color: '#000000' }),
}

/** Defaults of a layer whose kind is not one of the known kinds (drawn as a placeholder). */
export function unknownKindDefaults(): Layer {
  return { w: 300, h: 300 }
}
