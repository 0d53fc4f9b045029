import {
  OssSignResultSchema,
  type OssSignReq,
  type OssSignResult,
  ProjectSchema,
  openObject,
  type Project,
} from '@podscene/core'
import { z } from 'zod/mini'
import {
  BackgroundResultSchema,
  CapabilitiesSchema,
  CoverListResultSchema,
  ImageTemplateResultSchema,
  UpdateWaveformResultSchema,
  VoiceDesignResultSchema,
  WebhookEventsSchema,
  type AddBackgroundRequest,
  type Background,
  type Capabilities,
  type CoverItem,
  type CoverList,
  type CreateImageTemplateRequest,
  type DesignVoiceRequest,
  type ImageTemplateResult,
  type RenameProjectRequest,
  type UpdateWaveformRequest,
  type UpdateWaveformResult,
  type VoiceDesignResult,
  type WebhookEvents,
} from './api-types.ts'
import { requireId } from './arguments.ts'
import { checkIdempotencyKey, newIdempotencyKey } from './idempotency.ts'
import type { CallOptions, ClientOptions, WriteOptions } from './options.ts'
import { allCovers, type ListCoversOptions } from './paging.ts'
import { pollProject, type WaitForProjectOptions } from './polling.ts'
import { projectStateOf } from './project-state.ts'
import { Transport, apiPrefix, type ApiRequest, type HttpMethod } from './transport.ts'
import {
  defaultSignPath,
  putSignedBytes,
  signRequestOf,
  type UploadFileOptions,
  type UploadedFile,
} from './upload.ts'

/** `data` the spec leaves open: any object (or nothing), kept as sent. */
const OpenDataSchema = z.nullish(openObject)
export type OpenData = Record<string, unknown> | null | undefined

/** An audio task as the sandbox reports it; audio task status 3 is success (spec §3). */
const AudioTaskSchema = z.looseObject({
  task_id: z.string(),
  project_id: z.nullish(z.string()),
  status: z.nullish(z.number()),
  progress: z.nullish(z.number()),
  audio_url: z.nullish(z.string()),
})
export type AudioTask = z.infer<typeof AudioTaskSchema>

/**
 * What a generation call produced. `submitted`: the server answered this call. `found`: the
 * answer was lost (timeout or connection loss), and reading the project showed that the
 * submission had taken effect, so it was not sent again.
 */
export type GenerationResult<T> =
  { outcome: 'submitted'; data: T } | { outcome: 'found'; project: Project }

export type PodsceneClient = ReturnType<typeof createClient>

/** A typed client for `/open/podcast/v1` (spec §4), for browsers and Node on `fetch`. */
export function createClient(options: ClientOptions) {
  const transport = new Transport(options)

  async function read<S extends z.core.$ZodType>(
    path: string,
    data: S,
    opts: CallOptions | undefined,
    query?: ApiRequest<S, never>['query'],
  ): Promise<z.output<S>> {
    const response = await transport.request({
      method: 'GET',
      path,
      query,
      data,
      signal: opts?.signal,
    })
    return response.data
  }

  function writeRequest<S extends z.core.$ZodType, R>(
    method: Exclude<HttpMethod, 'GET'>,
    path: string,
    body: unknown,
    data: S,
    opts: WriteOptions | undefined,
  ): ApiRequest<S, R> {
    // One key per logical call: every retry of this request sends the same one.
    const idempotencyKey =
      opts?.idempotencyKey === undefined
        ? newIdempotencyKey()
        : checkIdempotencyKey(opts.idempotencyKey)
    return {
      method,
      path,
      body: withExtraFields(body, opts?.extraFields),
      data,
      idempotencyKey,
      signal: opts?.signal,
    }
  }

  async function write<S extends z.core.$ZodType>(
    method: Exclude<HttpMethod, 'GET'>,
    path: string,
    body: unknown,
    data: S,
    opts: WriteOptions | undefined,
  ): Promise<z.output<S>> {
    return (await transport.request(writeRequest<S, never>(method, path, body, data, opts))).data
  }

  async function getProject(projectId: string, opts?: CallOptions): Promise<Project> {
    return read('/project', ProjectSchema, opts, { project_id: requireId(projectId, 'projectId') })
  }

  async function listCovers(opts?: ListCoversOptions): Promise<CoverList> {
    return read('/covers', CoverListResultSchema, opts, {
      cursor: opts?.cursor,
      page_size: opts?.pageSize,
    })
  }

  /** The sign operation's request: under the API prefix, or from the origin. */
  function signRequest(body: OssSignReq, opts: UploadFileOptions | undefined) {
    const path = opts?.signPath ?? defaultSignPath
    if (!path.startsWith('/')) {
      throw new TypeError(`signPath: expected a path starting with /, got ${JSON.stringify(path)}`)
    }
    const req = writeRequest<typeof OssSignResultSchema, never>(
      'POST',
      path.startsWith(`${apiPrefix}/`) ? path.slice(apiPrefix.length) : path,
      body,
      OssSignResultSchema,
      opts,
    )
    return { ...req, fromOrigin: !path.startsWith(`${apiPrefix}/`) }
  }

  async function signUpload(body: OssSignReq, opts?: UploadFileOptions): Promise<OssSignResult> {
    return (await transport.request(signRequest(body, opts))).data
  }

  return {
    /**
     * Signs an upload with OssSignReq (spec §2.8) at `signPath` (default
     * `/open/podcast/v1/oss/sign`): the answer holds the URL to PUT the bytes to and their public
     * URL. Retried like any write (same Idempotency-Key).
     */
    signUpload,

    /**
     * Uploads a file: signs it (`signUpload`), then PUTs the bytes to the signed URL with the
     * signed headers (progress through `onProgress`). Resolves with the public URL. A failed PUT
     * is an `UploadError` (`transient` when a new try may succeed); it is not retried here,
     * since a retry needs a fresh signature: call `uploadFile` again.
     */
    async uploadFile(
      file: Blob & { name?: string },
      opts: UploadFileOptions = {},
    ): Promise<UploadedFile> {
      const body = signRequestOf(file, opts)
      const sign = await signUpload(body, opts)
      await putSignedBytes(sign, file, {
        signal: opts.signal,
        onProgress: opts.onProgress,
        fetch: options.fetch,
      })
      return {
        url: sign.url,
        key: sign.key ?? undefined,
        contentType: sign.headers?.['Content-Type'] ?? body.filetype ?? '',
        size: file.size,
      }
    },

    /** PUT /waveforms (spec §4.1). */
    async updateWaveform(
      body: UpdateWaveformRequest,
      opts?: WriteOptions,
    ): Promise<UpdateWaveformResult> {
      return write('PUT', '/waveforms', body, UpdateWaveformResultSchema, opts)
    },

    /** POST /backgrounds (spec §4.2). */
    async addBackground(body: AddBackgroundRequest, opts?: WriteOptions): Promise<Background> {
      return write('POST', '/backgrounds', body, BackgroundResultSchema, opts)
    },

    /**
     * POST /voices/design (spec §4.3). No operation reads a voice-design task, so after a lost
     * answer the resubmission carries the same Idempotency-Key: the server replays the first
     * result or waits for it, and never designs twice.
     */
    async designVoice(body: DesignVoiceRequest, opts?: WriteOptions): Promise<VoiceDesignResult> {
      return write('POST', '/voices/design', body, VoiceDesignResultSchema, opts)
    },

    /** PUT /project/title (spec §4.4). */
    async renameProject(body: RenameProjectRequest, opts?: WriteOptions): Promise<OpenData> {
      return write('PUT', '/project/title', body, OpenDataSchema, opts)
    },

    /**
     * POST /project/retry (spec §4.5). After a timeout or connection loss it reads the project
     * before resubmitting: if the project is no longer in the failed state (processing or
     * completed), the retry took effect and is not sent again.
     */
    async retryProject(
      projectId: string,
      opts?: WriteOptions,
    ): Promise<GenerationResult<OpenData>> {
      const body = { project_id: requireId(projectId, 'projectId') }
      const req = writeRequest<typeof OpenDataSchema, Project>(
        'POST',
        '/project/retry',
        body,
        OpenDataSchema,
        opts,
      )
      req.checkBeforeResubmit = async (signal) => {
        const project = await getProject(projectId, { signal })
        return projectStateOf(project) === 'failed' ? undefined : project
      }
      const outcome = await transport.send(req)
      return outcome.kind === 'recovered'
        ? { outcome: 'found', project: outcome.value }
        : { outcome: 'submitted', data: outcome.data }
    },

    /** POST /image_templates (spec §4.6; body AddRippleImagePodcastTemplateReq). */
    async createImageTemplate(
      body: CreateImageTemplateRequest,
      opts?: WriteOptions,
    ): Promise<ImageTemplateResult> {
      return write('POST', '/image_templates', body, ImageTemplateResultSchema, opts)
    },

    /** GET /covers?cursor=&page_size= (spec §4.7): one page. */
    listCovers,

    /** Every cover of the Space, page after page, following `next_cursor` while `has_more`. */
    iterateCovers(opts?: Omit<ListCoversOptions, 'cursor'>): AsyncGenerator<CoverItem> {
      return allCovers(listCovers, opts)
    },

    /** GET /project?project_id= (spec §4.8). */
    getProject,

    /** DELETE /avatars/{id} (spec §4.9). */
    async deleteAvatar(avatarId: number | string, opts?: WriteOptions): Promise<OpenData> {
      const id = encodeURIComponent(requireId(avatarId, 'avatarId'))
      return write('DELETE', `/avatars/${id}`, undefined, OpenDataSchema, opts)
    },

    /** GET /capabilities (spec §4.10). */
    async getCapabilities(opts?: CallOptions): Promise<Capabilities> {
      return read('/capabilities', CapabilitiesSchema, opts)
    },

    /** GET /webhook_events (spec §4.11). */
    async getWebhookEvents(opts?: CallOptions): Promise<WebhookEvents> {
      return read('/webhook_events', WebhookEventsSchema, opts)
    },

    /**
     * POST /audio/tasks (spec §4.12). A lost answer cannot be looked up by task (no operation
     * lists a project's tasks), so before resubmitting it reads the project — a project that is
     * gone ends the call with NotFoundError — and then resubmits with the same Idempotency-Key,
     * which the server answers with the first task (replayed, or awaited while it still runs).
     */
    async startAudioTask(projectId: string, opts?: WriteOptions): Promise<AudioTask> {
      const body = { project_id: requireId(projectId, 'projectId') }
      const req = writeRequest<typeof AudioTaskSchema, never>(
        'POST',
        '/audio/tasks',
        body,
        AudioTaskSchema,
        opts,
      )
      req.checkBeforeResubmit = async (signal) => {
        await getProject(projectId, { signal })
        return undefined
      }
      return (await transport.request(req)).data
    },

    /**
     * The audio task's current state: POST /audio/tasks/result `{task_id}`, a task-result poll,
     * so it never carries an Idempotency-Key (spec §7 rule 8) and is retried like a read.
     */
    async getAudioTaskResult(taskId: string, opts?: CallOptions): Promise<AudioTask> {
      const body = { task_id: requireId(taskId, 'taskId') }
      const req = {
        method: 'POST' as const,
        path: '/audio/tasks/result',
        body,
        data: AudioTaskSchema,
        signal: opts?.signal,
      }
      return (await transport.request(req)).data
    },

    /** Polls GET /project (no Idempotency-Key) until `until` holds; returns the last project. */
    async waitForProject(projectId: string, opts: WaitForProjectOptions = {}): Promise<Project> {
      return pollProject(projectId, opts, getProject, (ms, signal) =>
        transport.pause(ms, signal, 'waitForProject'),
      )
    },
  }
}

/**
 * The body with the caller's `extraFields` (WriteOptions) added: fields the spec does not list.
 * A field the typed body already has is refused rather than overwritten.
 */
function withExtraFields(body: unknown, extra: Record<string, unknown> | undefined): unknown {
  if (extra === undefined) return body
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) {
    throw new TypeError(`extraFields: expected an object, got ${JSON.stringify(extra)}`)
  }
  if (typeof body !== 'object' || body === null) {
    throw new TypeError('extraFields: this operation sends no JSON object body to add them to')
  }
  for (const key of Object.keys(extra)) {
    if (Object.hasOwn(body, key)) {
      throw new TypeError(`extraFields.${key}: the body already has "${key}"; set it there`)
    }
  }
  return { ...body, ...extra }
}
