import { z } from 'zod/mini'
import { arrayOf, num, str } from './primitives.ts'
import { LayerSchema } from './layer.ts'

/** A track (Open Podcast API v1 §2.3): tracks draw by ascending index, layers in array order. */
export const TrackSchema = z.looseObject({
  index: num,
  key: str,
  type: str,
  layers: arrayOf(LayerSchema),
})
export type Track = z.infer<typeof TrackSchema>

/** The scene container `{tracks: [Track]}` (Open Podcast API v1 §2.3). */
export const SceneContainerSchema = z.looseObject({
  tracks: arrayOf(TrackSchema),
})
export type SceneContainer = z.infer<typeof SceneContainerSchema>
