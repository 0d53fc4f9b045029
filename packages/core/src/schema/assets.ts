import { z } from 'zod/mini'
import { arrayOf, bool, num, openObjectOpt, str } from './primitives.ts'
import { SceneContainerSchema } from './track.ts'

/** WaveformNode (Open Podcast API v1 §2.6). */
export const WaveformNodeSchema = z.looseObject({
  h: num,
  w: num,
  prop: z.nullish(z.looseObject({ audioPath: str, waveformConfig: openObjectOpt })),
})
export type WaveformNode = z.infer<typeof WaveformNodeSchema>

/** PUT /waveforms body (Open Podcast API v1 §4.1). */
export const UpdateWaveformReqSchema = z.looseObject({
  id: z.number(),
  waveformNode: WaveformNodeSchema,
})
export type UpdateWaveformReq = z.infer<typeof UpdateWaveformReqSchema>

/** Update-waveform result data (Open Podcast API v1 §2.6). */
export const UpdateWaveformResultSchema = z.looseObject({
  config_oss_key: str,
  id: num,
  waveform_info: z.nullish(
    z.looseObject({ end: num, start: num, waveformNode: z.nullish(WaveformNodeSchema) }),
  ),
})
export type UpdateWaveformResult = z.infer<typeof UpdateWaveformResultSchema>

/**
 * AddRippleImagePodcastTemplateReq (Open Podcast API v1 §2.8): aspect_ratio (an integer; docs/architecture.md §2 maps
 * 0–4 to canvas sizes, other integers are kept) + required scene.
 */
export const ImageTemplateReqSchema = z.looseObject({
  aspect_ratio: z.nullish(z.number().check(z.int())),
  scene: SceneContainerSchema,
})
export type ImageTemplateReq = z.infer<typeof ImageTemplateReqSchema>

/** Create-image-template result data (Open Podcast API v1 §4.6). */
export const ImageTemplateResultSchema = z.looseObject({ aspect_ratio: num, id: num })
export type ImageTemplateResult = z.infer<typeof ImageTemplateResultSchema>

/** POST /backgrounds body (Open Podcast API v1 §4.2): the four required fields and the optional preview. */
export const AddBackgroundReqSchema = z.looseObject({
  origin_url: z.string().check(z.maxLength(512)),
  preview_url: z.nullish(z.string().check(z.maxLength(512))),
  aspect_ratio: z.union([z.literal(0), z.literal(1)]),
  avatar_type: z.enum(['default', 'cartoon', 'pet']),
  typ: z.union([z.literal(0), z.literal(2)]),
})
export type AddBackgroundReq = z.infer<typeof AddBackgroundReqSchema>

/** Background record (Open Podcast API v1 §2.4). */
export const BackgroundSchema = z.looseObject({
  aspect_ratio: num,
  avatar_type: str,
  height: num,
  id: num,
  is_show: num,
  label: str,
  origin_url: str,
  preview_url: str,
  source: str,
  typ: num,
  width: num,
})
export type Background = z.infer<typeof BackgroundSchema>

/** Cover list item (Open Podcast API v1 §2.5). */
export const CoverItemSchema = z.looseObject({
  aspect_ratio: num,
  cover_id: num,
  create_time: num,
  err_msg: str,
  image_url: str,
  model: num,
  output_index: num,
  photo_unique_id: str,
  progress: num,
  progress_desc: str,
  prompt: str,
  quality: str,
  resolution: str,
  reference_images: arrayOf(z.looseObject({ key: str, url: str })),
})
export type CoverItem = z.infer<typeof CoverItemSchema>

export const CoverListSchema = z.looseObject({
  has_more: bool,
  list: arrayOf(CoverItemSchema),
  next_cursor: num,
})
export type CoverList = z.infer<typeof CoverListSchema>

/** POST /voices/design body (Open Podcast API v1 §4.3). */
export const DesignVoiceReqSchema = z.looseObject({ preview_text: str, prompt: str, task_id: num })
export type DesignVoiceReq = z.infer<typeof DesignVoiceReqSchema>

/** Voice design result (Open Podcast API v1 §2.7). */
export const VoiceDesignResultSchema = z.looseObject({
  batch_id: str,
  task_id: num,
  voices: arrayOf(z.looseObject({ audition_url: str, task_item_id: num, voice_id: str })),
})
export type VoiceDesignResult = z.infer<typeof VoiceDesignResultSchema>

export const WebhookEventsSchema = z.looseObject({ events: arrayOf(z.string()) })
export type WebhookEvents = z.infer<typeof WebhookEventsSchema>
