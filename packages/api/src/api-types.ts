import type { SceneContainer } from '@podscene/core'
import { z } from 'zod/mini'

/*
 * The request and response types of the client, as the spec (open-podcast-api-v1.md) shows
 * them. Requests are exact (no index signature): a misspelt or unknown field in an object
 * literal fails to compile; send fields the spec does not list through `extraFields`
 * (WriteOptions). Responses: the fields the spec shows, required and not null; the schemas below
 * check exactly that at run time, so a server that leaves one out is a ResponseShapeError
 * naming the field, not a silent `undefined`. Unknown response fields are kept.
 */

// ---- requests ----

/** WaveformNode (spec §2.6): the waveform's box and its audio. */
export interface WaveformNode {
  h?: number | null
  w?: number | null
  prop?: { audioPath?: string | null; waveformConfig?: Record<string, unknown> | null } | null
}

/** PUT /waveforms body (spec §4.1). */
export interface UpdateWaveformRequest {
  id: number
  waveformNode: WaveformNode
}

/** POST /backgrounds body (spec §4.2): four required fields and the optional preview. */
export interface AddBackgroundRequest {
  /** At most 512 characters. */
  origin_url: string
  /** At most 512 characters; empty or absent: the original image is used. */
  preview_url?: string
  aspect_ratio: 0 | 1
  avatar_type: 'default' | 'cartoon' | 'pet'
  /** 0 Speaker Focus, 2 Alternating shots. */
  typ: 0 | 2
}

/** POST /voices/design body (spec §4.3; which fields are required is not shown). */
export interface DesignVoiceRequest {
  preview_text?: string
  prompt?: string
  task_id?: number
}

/** PUT /project/title body (spec §4.4). */
export interface RenameProjectRequest {
  project_id: string
  title: string
}

/**
 * POST /image_templates body (spec §4.6, AddRippleImagePodcastTemplateReq): the scene, and the
 * aspect ratio code (0–4; absent or null: 16:9). The scene's tracks and layers are the document
 * model, whose unknown fields are kept.
 */
export interface CreateImageTemplateRequest {
  aspect_ratio?: number | null
  scene: SceneContainer
}

// ---- responses ----

const number = z.number()
const string = z.string()

/** Background record (spec §2.4). */
export interface Background {
  aspect_ratio: number
  avatar_type: string
  height: number
  id: number
  is_show: number
  label: string
  origin_url: string
  preview_url: string
  source: string
  typ: number
  width: number
}
export const BackgroundResultSchema: z.ZodMiniType<Background> = z.looseObject({
  aspect_ratio: number,
  avatar_type: string,
  height: number,
  id: number,
  is_show: number,
  label: string,
  origin_url: string,
  preview_url: string,
  source: string,
  typ: number,
  width: number,
})

/** Cover list item (spec §2.5). */
export interface CoverItem {
  aspect_ratio: number
  cover_id: number
  create_time: number
  err_msg: string
  image_url: string
  model: number
  output_index: number
  photo_unique_id: string
  progress: number
  progress_desc: string
  prompt: string
  quality: string
  resolution: string
  reference_images: { key: string; url: string }[]
}
const CoverItemSchema: z.ZodMiniType<CoverItem> = z.looseObject({
  aspect_ratio: number,
  cover_id: number,
  create_time: number,
  err_msg: string,
  image_url: string,
  model: number,
  output_index: number,
  photo_unique_id: string,
  progress: number,
  progress_desc: string,
  prompt: string,
  quality: string,
  resolution: string,
  reference_images: z.array(z.looseObject({ key: string, url: string })),
})

/** One page of covers (spec §2.5). */
export interface CoverList {
  has_more: boolean
  list: CoverItem[]
  next_cursor: number
}
export const CoverListResultSchema: z.ZodMiniType<CoverList> = z.looseObject({
  has_more: z.boolean(),
  list: z.array(CoverItemSchema),
  next_cursor: number,
})

/** Update-waveform result (spec §2.6). */
export interface UpdateWaveformResult {
  config_oss_key: string
  id: number
  waveform_info: { end: number; start: number; waveformNode: WaveformNode }
}
export const UpdateWaveformResultSchema: z.ZodMiniType<UpdateWaveformResult> = z.looseObject({
  config_oss_key: string,
  id: number,
  waveform_info: z.looseObject({
    end: number,
    start: number,
    waveformNode: z.looseObject({
      h: z.nullish(number),
      w: z.nullish(number),
      prop: z.nullish(
        z.looseObject({
          audioPath: z.nullish(string),
          waveformConfig: z.nullish(z.looseObject({})),
        }),
      ),
    }),
  }),
})

/** Voice design result (spec §2.7). */
export interface VoiceDesignResult {
  batch_id: string
  task_id: number
  voices: { audition_url: string; task_item_id: number; voice_id: string }[]
}
export const VoiceDesignResultSchema: z.ZodMiniType<VoiceDesignResult> = z.looseObject({
  batch_id: string,
  task_id: number,
  voices: z.array(z.looseObject({ audition_url: string, task_item_id: number, voice_id: string })),
})

/** Create-image-template result (spec §4.6). */
export interface ImageTemplateResult {
  aspect_ratio: number
  id: number
}
export const ImageTemplateResultSchema: z.ZodMiniType<ImageTemplateResult> = z.looseObject({
  aspect_ratio: number,
  id: number,
})

/** GET /webhook_events data (spec §4.11). */
export interface WebhookEvents {
  events: string[]
}
export const WebhookEventsSchema: z.ZodMiniType<WebhookEvents> = z.looseObject({
  events: z.array(string),
})

/**
 * GET /capabilities data (spec §4.10: its content is not shown). The fields the sandbox sends,
 * each optional (another server may not), checked when present; other fields are kept.
 */
export interface Capabilities {
  version?: string
  workflow?: string[]
  /** Tool names of the operations (spec §4 table). */
  operations?: string[]
  project?: { space: string; shared_with_web_app?: boolean }
  /** What the calling key may do (spec §5 scopes). */
  auth?: { space: string; scopes: string[] }
  billing?: { space: string; credits: number; design_voice_cost?: number }
  storage?: { space: string; media_base_url: string }
  limits?: {
    idempotency_key_max_length?: number
    origin_url_max_length?: number
    max_body_bytes?: number
    rate_limit_per_minute?: number
    covers_page_size_max?: number
  }
  /** The local sandbox, not the production service. */
  sandbox?: boolean
  /** Whether the sandbox serves its `/_sandbox/*` routes. */
  sandbox_extensions?: boolean
  uploads?: { sign_path: string; max_bytes: number }
  [field: string]: unknown
}
const optionalNumber = z.optional(number)
export const CapabilitiesSchema: z.ZodMiniType<Capabilities> = z.looseObject({
  version: z.optional(string),
  workflow: z.optional(z.array(string)),
  operations: z.optional(z.array(string)),
  project: z.optional(
    z.looseObject({ space: string, shared_with_web_app: z.optional(z.boolean()) }),
  ),
  auth: z.optional(z.looseObject({ space: string, scopes: z.array(string) })),
  billing: z.optional(
    z.looseObject({ space: string, credits: number, design_voice_cost: optionalNumber }),
  ),
  storage: z.optional(z.looseObject({ space: string, media_base_url: string })),
  limits: z.optional(
    z.looseObject({
      idempotency_key_max_length: optionalNumber,
      origin_url_max_length: optionalNumber,
      max_body_bytes: optionalNumber,
      rate_limit_per_minute: optionalNumber,
      covers_page_size_max: optionalNumber,
    }),
  ),
  sandbox: z.optional(z.boolean()),
  sandbox_extensions: z.optional(z.boolean()),
  uploads: z.optional(z.looseObject({ sign_path: string, max_bytes: number })),
})
