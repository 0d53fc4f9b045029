import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AuthenticationError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  InvalidRequestError,
  NotFoundError,
  RateLimitError,
  TaskFailedError,
  type PodsceneClient,
} from '@podscene/api'
import { startHarness, type Harness } from './api-sandbox-harness.ts'

let harness: Harness
let client: PodsceneClient

beforeAll(async () => {
  harness = await startHarness()
  client = harness.client()
})
afterAll(() => harness?.close())

const templateScene = {
  tracks: [
    {
      index: 0,
      key: 'bg',
      type: 'image',
      layers: [
        {
          key: 'photo',
          type: 'image',
          x: 0,
          y: 0,
          w: 1080,
          h: 1920,
          path: 'https://cdn.example/bg.png',
          crop: { x: 0, y: 0, w: 0, h: 0 },
          vendor_extension: { keep: [1, null, { deep: true }] },
        },
      ],
    },
    { index: 1, key: 'text', type: 'text', layers: [{ key: 't', type: 'text', alpha: null }] },
  ],
  unknown_scene_field: 'kept',
}

describe('every operation against the sandbox', () => {
  it('getCapabilities and getWebhookEvents', async () => {
    const capabilities = await client.getCapabilities()
    expect(capabilities).toMatchObject({ version: 'v1' })
    const { events } = await client.getWebhookEvents()
    expect(events).toContain('podcast.project.completed')
  })

  it('getProject reads a seeded completed project with its scenes', async () => {
    const seed = await harness.seed()
    const completed = seed.projects.find((p) => p.state === 'completed')!
    const project = await client.getProject(completed.id)
    expect(project.id).toBe(completed.id)
    expect(project.status).not.toBe(3)
    expect(project.scenes?.length).toBeGreaterThan(0)
  })

  it('renameProject changes the title getProject reads back', async () => {
    const { projects } = await harness.seed()
    const id = projects[0]!.id
    await client.renameProject({ project_id: id, title: 'Renamed by the client test' })
    expect((await client.getProject(id)).title).toBe('Renamed by the client test')
  })

  it('retryProject restarts a failed project and waitForProject polls it to completion', async () => {
    const { projects } = await harness.seed()
    const failed = projects.find((p) => p.state === 'failed')!
    const before = await client.getProject(failed.id)
    expect(before.err_msg).not.toBe('')
    const result = await client.retryProject(failed.id)
    expect(result.outcome).toBe('submitted')
    const statuses: number[] = []
    const final = await client.waitForProject(failed.id, {
      intervalMs: 50,
      onProgress: (p) => statuses.push(p.status!),
    })
    expect(statuses[0]).toBe(3)
    expect(final.status).not.toBe(3)
    expect(final.err_msg).toBe('')
    await expect(client.retryProject(failed.id)).rejects.toMatchObject({
      kind: 'invalid_request',
      fieldPath: 'project_id',
    })
  })

  it('updateWaveform stores the node as sent and echoes it', async () => {
    const { waveforms } = await harness.seed()
    const id = waveforms[0]!
    const waveformNode = {
      w: 640,
      h: 120,
      prop: { audioPath: 'https://cdn.example/a.wav', waveformConfig: { color: '#ff0', bars: 64 } },
      extra: { unknown: true },
    }
    const result = await client.updateWaveform({ id, waveformNode })
    expect(result.id).toBe(id)
    expect(result.waveform_info?.waveformNode).toEqual(waveformNode)
    const stored = await harness.raw<{ waveformNode: unknown }>('GET', `/_sandbox/waveforms/${id}`)
    expect(stored.data.waveformNode).toEqual(waveformNode)
  })

  it('addBackground registers a background, zero values included', async () => {
    const origin_url = 'https://cdn.example/backgrounds/zero.png'
    const record = await client.addBackground({
      origin_url,
      aspect_ratio: 0,
      avatar_type: 'default',
      typ: 0,
    })
    expect(record).toMatchObject({ origin_url, aspect_ratio: 0, typ: 0, preview_url: origin_url })
    const { backgrounds } = await harness.resources()
    expect(backgrounds.filter((b) => b.origin_url === origin_url)).toHaveLength(1)
  })

  it('designVoice returns candidate voices and spends a credit', async () => {
    const before = (await harness.resources()).credits
    const result = await client.designVoice({
      prompt: 'warm late-night radio host',
      preview_text: 'Welcome back.',
      task_id: 901,
    })
    expect(result.voices?.length).toBeGreaterThan(0)
    expect((await harness.resources()).credits).toBe(before - 1)
  })

  it('createImageTemplate stores the scene exactly as sent', async () => {
    const created = await client.createImageTemplate({ aspect_ratio: 1, scene: templateScene })
    expect(created.aspect_ratio).toBe(1)
    const stored = await harness.raw<{ id: number; aspect_ratio: number; scene: unknown }>(
      'GET',
      `/_sandbox/image_templates/${created.id}`,
    )
    expect(stored.data).toEqual({ id: created.id, aspect_ratio: 1, scene: templateScene })
  })

  it('listCovers pages and iterateCovers walks every cover once, in order', async () => {
    const { covers } = await harness.seed()
    expect(covers.length).toBeGreaterThan(10)
    const first = await client.listCovers({ pageSize: 5 })
    expect(first.has_more).toBe(true)
    expect(first.list).toHaveLength(5)
    const all: number[] = []
    for await (const cover of client.iterateCovers({ pageSize: 7 })) all.push(cover.cover_id!)
    expect(all).toEqual(covers)
  })

  it('deleteAvatar deletes once; the second delete is NotFoundError', async () => {
    const { avatars } = await harness.seed()
    const id = avatars[0]!
    await expect(client.deleteAvatar(id)).resolves.toEqual({})
    expect((await harness.seed()).avatars).not.toContain(id)
    await expect(client.deleteAvatar(id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('startAudioTask starts a task that getAudioTaskResult polls to success', async () => {
    const { projects } = await harness.seed()
    const completed = projects.find((p) => p.state === 'completed')!
    const task = await client.startAudioTask(completed.id)
    expect(task.project_id).toBe(completed.id)
    let current = task
    for (let i = 0; i < 100 && current.status !== 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      current = await client.getAudioTaskResult(task.task_id)
    }
    expect(current).toMatchObject({ task_id: task.task_id, status: 3, progress: 100 })
    const polls = (await harness.requests()).filter((r) => r.path.endsWith('/audio/tasks/result'))
    expect(polls.length).toBeGreaterThan(0)
    expect(polls.every((r) => r.idempotency_key === null && r.status === 200)).toBe(true)
  })
})

describe('typed errors from the sandbox', () => {
  it('starting audio for a failed project is a TaskFailedError', async () => {
    // The other Space's failed project: this file retries the demo Space's one.
    const { projects } = await harness.seed('sandbox-key-2')
    const failed = projects.find((p) => p.state === 'failed')!
    const other = harness.client({ apiKey: 'sandbox-key-2' })
    const error = await other.startAudioTask(failed.id).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TaskFailedError)
    expect(error).toMatchObject({ status: 422, code: 42200 })
  })

  it('invalid input names the field', async () => {
    const error = await client
      .addBackground({
        origin_url: `https://cdn.example/${'x'.repeat(600)}`,
        aspect_ratio: 0,
        avatar_type: 'default',
        typ: 0,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect(error).toMatchObject({ status: 400, code: 40000, fieldPath: 'origin_url' })
    expect((error as InvalidRequestError).rid).toMatch(/\S/)
  })

  it('an unknown key is an AuthenticationError that does not reveal the key', async () => {
    const secret = 'not-a-real-key-SECRET-42'
    const error = await harness
      .client({ apiKey: secret })
      .getWebhookEvents()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthenticationError)
    expect(error).toMatchObject({ status: 401, code: 40100 })
    expect(`${String(error)} ${JSON.stringify(error)} ${(error as Error).stack}`).not.toContain(
      secret,
    )
  })

  it('a read-only key may not write (403)', async () => {
    const readonly = harness.client({ apiKey: 'sandbox-readonly' })
    await expect(readonly.listCovers({ pageSize: 1 })).resolves.toMatchObject({ has_more: true })
    await expect(readonly.deleteAvatar(1)).rejects.toMatchObject({
      kind: 'authentication',
      status: 403,
    })
  })

  it('a missing project is NotFoundError; another Space’s project too', async () => {
    await expect(client.getProject('prj_does_not_exist')).rejects.toBeInstanceOf(NotFoundError)
    const { projects } = await harness.seed()
    const other = harness.client({ apiKey: 'sandbox-key-2' })
    await expect(other.getProject(projects[0]!.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('reusing an Idempotency-Key with a different body is IdempotencyConflictError', async () => {
    const idempotencyKey = `conflict-${Date.now()}`
    await client.createImageTemplate({ aspect_ratio: 0, scene: { tracks: [] } }, { idempotencyKey })
    const error = await client
      .createImageTemplate({ aspect_ratio: 1, scene: { tracks: [] } }, { idempotencyKey })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(IdempotencyConflictError)
    expect(error).toMatchObject({ status: 409, code: 40900 })
  })

  it('the same key and body replays the first response', async () => {
    const idempotencyKey = `replay-${Date.now()}`
    const before = (await harness.resources()).image_templates.length
    const first = await client.createImageTemplate(
      { aspect_ratio: 0, scene: templateScene },
      { idempotencyKey },
    )
    const second = await client.createImageTemplate(
      { aspect_ratio: 0, scene: templateScene },
      { idempotencyKey },
    )
    expect(second).toEqual(first)
    expect((await harness.resources()).image_templates.length).toBe(before + 1)
  })

  it('an exhausted balance is InsufficientCreditsError', async () => {
    const other = harness.client({ apiKey: 'sandbox-key-2' })
    await harness.raw('POST', '/_sandbox/credits', { balance: 0 }, 'sandbox-key-2')
    const error = await other
      .designVoice({ prompt: 'p', preview_text: 't', task_id: 1 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientCreditsError)
    expect(error).toMatchObject({ status: 402, code: 40200 })
  })
})

describe('what a browser client needs from the sandbox', () => {
  it('CORS lets the studio send X-Api-Key and Idempotency-Key and read Retry-After', async () => {
    const origin = 'http://127.0.0.1:5173'
    const preflight = await fetch(`${harness.url}/open/podcast/v1/image_templates`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key,x-api-key',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    for (const header of ['content-type', 'idempotency-key', 'x-api-key']) {
      expect(allowed).toContain(header)
    }
    await harness.fault('GET', '/webhook_events', '429')
    const limited = await fetch(`${harness.url}/open/podcast/v1/webhook_events`, {
      headers: { Origin: origin, 'X-Api-Key': 'sandbox-key' },
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect((limited.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      'retry-after',
    )
  })
})

describe('the sandbox rate limit', () => {
  it('surfaces RateLimitError with the server’s Retry-After when it is too long to wait', async () => {
    const limited = await startHarness({ rateLimitPerMinute: 2 })
    try {
      const c = limited.client({ retry: { maxAttempts: 3, maxRetryAfterMs: 100 } })
      await c.getWebhookEvents()
      await c.getWebhookEvents()
      const error = await c.getWebhookEvents().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RateLimitError)
      expect(error).toMatchObject({ status: 429, code: 42900 })
      expect((error as RateLimitError).retryAfterMs).toBeGreaterThan(100)
    } finally {
      await limited.close()
    }
  })
})
