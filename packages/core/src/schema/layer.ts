import { z } from 'zod/mini'
import { arrayOf, bool, num, openObjectOpt, str } from './primitives.ts'
import { WordSeqSchema } from './word-seq.ts'
import { LayerPropSchema } from './layer-prop.ts'

export const CropSchema = z.looseObject({ h: num, w: num, x: num, y: num })
export type Crop = z.infer<typeof CropSchema>

export const KeyframePropertiesSchema = z.looseObject({
  alpha: num,
  h: num,
  r: num,
  scale: num,
  w: num,
  x: num,
  y: num,
})
export type KeyframeProperties = z.infer<typeof KeyframePropertiesSchema>

export const KeyframeSchema = z.looseObject({
  func: str,
  timestamp: num,
  properties: z.nullish(KeyframePropertiesSchema),
})
export type Keyframe = z.infer<typeof KeyframeSchema>

export const CrossSchema = z.looseObject({
  in: arrayOf(z.string()),
  in_time: num,
  out: arrayOf(z.string()),
  out_time: num,
})
export type Cross = z.infer<typeof CrossSchema>

export const TimelineSchema = z.looseObject({
  start: num,
  end: num,
  cross: z.nullish(CrossSchema),
  key_frames: arrayOf(KeyframeSchema),
})
export type Timeline = z.infer<typeof TimelineSchema>

export const ShapeSchema = z.looseObject({
  background_gauss: num,
  color: str,
  content_position: z.nullish(z.looseObject({ h: num, r: num, w: num, x: num, y: num })),
  disable_shape: bool,
  object_fit: str,
  radius: num,
  type: str,
})
export type Shape = z.infer<typeof ShapeSchema>

export const SubtitleSchema = z.looseObject({
  font_family: z.nullish(z.looseObject({ name: str, url: str })),
  html: str,
  line_size: num,
  mss: num,
  prop: openObjectOpt,
  text: str,
  tts_info_index: num,
  word_seq: arrayOf(WordSeqSchema),
})
export type Subtitle = z.infer<typeof SubtitleSchema>

/** A layer of a track (Open Podcast API v1 §2.3). No field is required by the spec. */
export const LayerSchema = z.looseObject({
  alpha: num,
  gauss: num,
  h: num,
  r: num,
  volume: num,
  w: num,
  x: num,
  y: num,
  color: str,
  fit_mode: str,
  flip: str,
  key: str,
  mode: str,
  path: str,
  person_cover: str,
  person_preview_url: str,
  preview_path: str,
  radius: str,
  top_level_key: str,
  tts_audio_url: str,
  type: str,
  api_template_meta: z.nullish(z.looseObject({ replace_key: str })),
  crop: z.nullish(CropSchema),
  moving_camera: z.nullish(z.looseObject({ type: str })),
  template_meta: z.nullish(
    z.looseObject({ is_goods_media: bool, is_logo: bool, no_need_replace: bool }),
  ),
  shape: z.nullish(ShapeSchema),
  subtitle: z.nullish(SubtitleSchema),
  timeline: z.nullish(TimelineSchema),
  prop: z.nullish(LayerPropSchema),
})
export type Layer = z.infer<typeof LayerSchema>
