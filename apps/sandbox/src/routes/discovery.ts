import { defineOperation } from '../http/operation.ts'
import { maxIdempotencyKeyLength } from '../http/idempotency.ts'
import { designVoiceCost } from '../sandbox.ts'
import { extensionsOn } from '../extensions.ts'
import { uploadConfigOf } from '../uploads/upload-config.ts'

export const webhookEventNames = [
  'podcast.project.completed',
  'podcast.project.failed',
  'podcast.cover.completed',
  'podcast.avatar.completed',
  'podcast.voice_design.completed',
]

/** GET /capabilities (spec §4.10): the workflow plus the Space's project, billing and storage identity. */
export const getCapabilities = defineOperation({
  method: 'GET',
  path: '/capabilities',
  scope: null,
  write: false,
  parse: () => null,
  run({ sandbox, space, scopes, origin }) {
    const { credits } = sandbox.db
      .prepare<[string], { credits: number }>('SELECT credits FROM spaces WHERE space = ?')
      .get(space)!
    return {
      version: 'v1',
      workflow: [
        'register assets (backgrounds, image templates, waveforms)',
        'generate (voices/design, audio/tasks, project/retry)',
        'poll (GET /project, POST /audio/tasks/result)',
      ],
      operations: [
        'podcast_update_waveform',
        'podcast_add_background',
        'podcast_design_voice',
        'podcast_rename_project',
        'podcast_retry_project',
        'podcast_create_image_template',
        'podcast_list_covers',
        'podcast_delete_avatar',
        'podcast_webhook_events',
      ],
      project: { space, shared_with_web_app: true },
      // What the calling key may do (spec §5 scopes): a client shows it after "Test connection".
      auth: { space, scopes: [...scopes] },
      billing: { space, credits, design_voice_cost: designVoiceCost },
      storage: { space, media_base_url: `${origin}/media/` },
      limits: {
        idempotency_key_max_length: maxIdempotencyKeyLength,
        origin_url_max_length: 512,
        max_body_bytes: sandbox.options.bodyLimit,
        rate_limit_per_minute: sandbox.options.rateLimitPerMinute,
        covers_page_size_max: 100,
      },
      sandbox: true,
      // Whether /_sandbox/* is served (SANDBOX_EXTENSIONS); clients probe it before using it.
      sandbox_extensions: extensionsOn(sandbox),
      uploads: {
        sign_path: '/open/podcast/v1/oss/sign',
        max_bytes: uploadConfigOf(sandbox).maxBytes,
      },
    }
  },
})

/** GET /webhook_events (spec §4.11). */
export const getWebhookEvents = defineOperation({
  method: 'GET',
  path: '/webhook_events',
  scope: 'podcast.read',
  write: false,
  parse: () => null,
  run: () => ({ events: webhookEventNames }),
})
