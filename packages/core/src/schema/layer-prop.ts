import { z } from 'zod/mini'
import { arrayOf, bool, num, openObjectOpt, str } from './primitives.ts'
import { WordSeqSchema } from './word-seq.ts'

export const AnimationPresetSchema = z.looseObject({ duration: num, effectType: str })
export type AnimationPreset = z.infer<typeof AnimationPresetSchema>

export const AnimationInfoSchema = z.looseObject({
  cycle: z.nullish(AnimationPresetSchema),
  enter: z.nullish(AnimationPresetSchema),
  leave: z.nullish(AnimationPresetSchema),
})
export type AnimationInfo = z.infer<typeof AnimationInfoSchema>

export const ClipSchema = z.looseObject({ end: num, start: num })

export const EmotionSchema = z.looseObject({
  cover: str,
  id: num,
  name: str,
  preview_transparent_video: str,
  preview_video: str,
})

export const ShowTypeShapeSchema = z.looseObject({
  color: str,
  h: num,
  r: num,
  type: str,
  w: num,
  x: num,
  y: num,
})

export const ShowTypePresetEntrySchema = z.looseObject({
  shape: z.nullish(ShowTypeShapeSchema),
  size: z.nullish(z.looseObject({ h: num, w: num })),
})

export const ShowTypePresetSchema = z.looseObject({
  all: z.nullish(ShowTypePresetEntrySchema),
  circle: z.nullish(ShowTypePresetEntrySchema),
})

export const PropMetaSchema = z.looseObject({
  cover: str,
  id: num,
  name: str,
  origin_height: num,
  origin_width: num,
  person_source: num,
  playback_type: str,
  preview_transparent_video: str,
  preview_video: str,
  sub_type: str,
  tts_url: str,
  type: str,
  show_type_preset: z.nullish(ShowTypePresetSchema),
})

export const ShapeInfoSchema = z.looseObject({
  color: str,
  html: str,
  strokeColor: str,
  strokeType: str,
  type: str,
  strokeWidth: num,
})
export type ShapeInfo = z.infer<typeof ShapeInfoSchema>

export const TextConfigSchema = z.looseObject({
  align: str,
  background: openObjectOpt,
  color: str,
  fontFamily: openObjectOpt,
  fontSize: num,
  fontStyle: openObjectOpt,
  padding: openObjectOpt,
  shadow: openObjectOpt,
  stroke: openObjectOpt,
  textDecoration: str,
  verticalAlign: str,
})
export type TextConfig = z.infer<typeof TextConfigSchema>

export const TextInfoSchema = z.looseObject({
  backgroundColor: str,
  color: str,
  content: str,
  fontFamily: str,
  fontFamilyID: str,
  fontFileName: str,
  fontStyle: str,
  fontWeight: str,
  strokeColor: str,
  textAlign: str,
  textDecoration: str,
  textOrientation: str,
  textShadowColor: str,
  writingMode: str,
  fontSize: num,
  paddingBottom: num,
  paddingLeft: num,
  paddingRight: num,
  paddingTop: num,
  radius: num,
  strokeWidth: num,
  textShadowBlur: num,
  textShadowH: num,
  textShadowV: num,
})
export type TextInfo = z.infer<typeof TextInfoSchema>

/** Layer.prop (Open Podcast API v1 §2.3). */
export const LayerPropSchema = z.looseObject({
  animationInfo: z.nullish(AnimationInfoSchema),
  audioPath: str,
  bg_transparent: bool,
  clip: z.nullish(ClipSchema),
  emotion: z.nullish(EmotionSchema),
  meta: z.nullish(PropMetaSchema),
  play_mode: str,
  renderScale: num,
  shapeInfo: z.nullish(ShapeInfoSchema),
  show_type: str,
  templateInfo: openObjectOpt,
  textConfig: z.nullish(TextConfigSchema),
  textInfo: z.nullish(TextInfoSchema),
  waveformConfig: openObjectOpt,
  word_seq: arrayOf(WordSeqSchema),
})
export type LayerProp = z.infer<typeof LayerPropSchema>
