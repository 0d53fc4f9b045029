export { createLayer, createTrack, createScene, createTemplate } from './create.ts'
export type { LayerKind, TrackOptions } from './create.ts'
export { createKey } from './ids.ts'
export { LAYER_KIND_DEFAULTS } from './layer-defaults.ts'
export {
  layerForInsert,
  INSERTABLE_LAYER_KINDS,
  INSERTED_TEXT_DURATION_MS,
} from './insert-defaults.ts'
export type { InsertPlacement } from './insert-defaults.ts'
