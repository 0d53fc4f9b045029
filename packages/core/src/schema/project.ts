import { z } from 'zod/mini'
import { arrayOf, bool, num, openObject, str } from './primitives.ts'
import { LayerSchema } from './layer.ts'
import { TrackSchema } from './track.ts'
import { WordSeqSchema } from './word-seq.ts'

/** ScriptConfig (Open Podcast API v1 §2.2). */
export const ScriptConfigSchema = z.looseObject({
  emotion: str,
  model_id: str,
  pitch: num,
  similarity: num,
  speaker_boost: bool,
  stability: num,
  style_exaggeration: num,
  tts_speed: num,
  volume: num,
})
export type ScriptConfig = z.infer<typeof ScriptConfigSchema>

/** Person (Open Podcast API v1 §2.2). */
export const PersonSchema = z.looseObject({
  avatar_library_id: num,
  h: num,
  id: num,
  person_source: num,
  w: num,
  x: num,
  y: num,
  avatar_type: str,
  avatar_url: str,
  cover_url: str,
})
export type Person = z.infer<typeof PersonSchema>

/** Scene of a project (Open Podcast API v1 §2.2). */
export const SceneSchema = z.looseObject({
  audio_script: z.nullish(
    z.looseObject({ duration: num, id: num, name: str, type: num, url: str }),
  ),
  bg_color: str,
  duration: num,
  emotion_description: str,
  key: str,
  new_duration: num,
  placeholder_script: z.nullish(z.looseObject({ duration: num })),
  script: str,
  script_config: z.nullish(ScriptConfigSchema),
  script_type: str,
  speak_person: z.nullish(z.looseObject({ id: num, person_source: num })),
  speaker_order: num,
  subtitle_info: arrayOf(z.looseObject({ end_time: num, start_time: num, text: str })),
  tracks: arrayOf(TrackSchema),
  transition: z.nullish(z.looseObject({ type: str })),
  tts_args: z.nullish(z.looseObject({ locale: str, style: str })),
  tts_axis: arrayOf(
    z.looseObject({ duration: num, endTime: num, startTime: num, wordLen: num, text: str }),
  ),
  tts_payment_id: str,
  tts_voice_id: str,
})
export type Scene = z.infer<typeof SceneSchema>

/** Timbre, a voice (Open Podcast API v1 §2.2). */
export const TimbreSchema = z.looseObject({
  accent: str,
  age: str,
  audition_path: str,
  category: str,
  cloned_file: str,
  desc: str,
  descriptive: str,
  external_lang_id: str,
  gender: str,
  lang: str,
  langID: str,
  name: str,
  ori_cloned_file: str,
  payment_id: str,
  provider: str,
  recent_voice_id: str,
  text: str,
  type: str,
  unique_id: str,
  use_case: str,
  create_from: num,
  create_time: num,
  default_speed: num,
  external_status: num,
  grade: num,
  id: num,
  is_recommend: num,
  order: num,
  space_id: num,
  status: num,
  third_api_key_id: num,
  update_time: num,
  user_id: num,
  tags: arrayOf(z.string()),
  args: arrayOf(openObject),
  keywords: arrayOf(openObject),
  cloned_args: z.nullish(
    z.looseObject({
      labels: arrayOf(z.string()),
      remove_background_noise: bool,
      scenes: arrayOf(z.string()),
    }),
  ),
})
export type Timbre = z.infer<typeof TimbreSchema>

const numberFields = [
  'a_id',
  'aspect_ratio',
  'copy_from',
  'create_from',
  'created_at',
  'estimated_wait_time',
  'image_podcast_template_id',
  'index_template_id',
  'is_draft',
  'music_id',
  'origin',
  'person_id',
  'person_source',
  'podcast_avatar_dp_typ',
  'podcast_avatar_id',
  'progress',
  'render_subtitle',
  'sell_text_count',
  'status',
  'step',
  'template_id',
  'updated_at',
  'user_id',
  'video_duration',
  'workspace_index',
] as const
const stringFields = [
  'avatar_type',
  'avatar_x_flag',
  'cover_path',
  'cover_url',
  'digital_human_all_in_one_task_id',
  'err_code',
  'err_msg',
  'id',
  'language',
  'long_text',
  'owner_avatar',
  'owner_nick_name',
  'placeholder_cover_url',
  'template_type',
  'text',
  'title',
  'tts_voice_id',
  'url',
  'video_path',
  'video_select_length',
  'video_url',
] as const
const booleanFields = [
  'audio_enhancement_enabled',
  'is_demo',
  'is_mine',
  'network_enabled',
] as const

function fieldsOf<K extends string, S extends z.core.$ZodType>(keys: readonly K[], schema: S) {
  return Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>
}

/** Project record, the data of GET /project (Open Podcast API v1 §2.2). */
export const ProjectSchema = z.looseObject({
  ...fieldsOf(numberFields, num),
  ...fieldsOf(stringFields, str),
  ...fieldsOf(booleanFields, bool),
  attachments: arrayOf(z.looseObject({ id: str, type: str, url: str })),
  comment: z.nullish(
    z.looseObject({
      create_time: num,
      data_id: str,
      data_type: str,
      feedback: str,
      feedback_tag: arrayOf(z.string()),
      id: num,
      rating: str,
      uid: num,
      update_time: num,
    }),
  ),
  first_subtitle2_layer: z.nullish(LayerSchema),
  gpt_sell_text: arrayOf(
    z.looseObject({
      from_cache: bool,
      index: num,
      key_list: arrayOf(z.string()),
      prompt_id: num,
      scene_text: arrayOf(z.string()),
      speakers: arrayOf(z.string()),
      text: str,
      title: str,
      url: str,
    }),
  ),
  persons: arrayOf(PersonSchema),
  scene_details: arrayOf(
    z.looseObject({
      duration: num,
      key: str,
      script: str,
      speaker: str,
      tts_path: str,
      word_seq: arrayOf(WordSeqSchema),
    }),
  ),
  scenes: arrayOf(SceneSchema),
  script_params: z.nullish(
    z.looseObject({
      duration_seconds: num,
      language: str,
      script_style: str,
      speaker_count: num,
      target_audience: str,
    }),
  ),
  timbre_configs: arrayOf(ScriptConfigSchema),
  timbres: arrayOf(TimbreSchema),
})
export type Project = z.infer<typeof ProjectSchema>
