import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import {
  CoverListSchema,
  ProjectSchema,
  UpdateWaveformResultSchema,
  BackgroundSchema,
  ImageTemplateResultSchema,
  VoiceDesignResultSchema,
  WebhookEventsSchema,
} from '@podscene/core'
import { api, call, newApp, projectIn, seedOf, type Loose } from './helpers.ts'
import { background, node, scene } from './requests.ts'

let app: FastifyInstance
let seed: Awaited<ReturnType<typeof seedOf>>

beforeAll(async () => {
  app = await newApp()
  seed = await seedOf(app)
})
afterAll(() => app.close())

describe('every endpoint accepts good input in the spec shape', () => {
  it('PUT /waveforms echoes the node exactly and stores it', async () => {
    const id = seed.waveforms[0]!
    const sent = { ...node, extra: { kept: [1, null, 'x'] }, prop: { ...node.prop, unknown: true } }
    const reply = await call(app, 'PUT', `${api}/waveforms`, { body: { id, waveformNode: sent } })
    expect(reply.status).toBe(200)
    expect(reply.body.code).toBe(0)
    expect(UpdateWaveformResultSchema.safeParse(reply.body.data).success).toBe(true)
    expect(reply.body.data.waveform_info.waveformNode).toEqual(sent)
    expect(reply.body.data.id).toBe(id)
    const stored = await call(app, 'GET', `/_sandbox/waveforms/${id}`)
    expect(stored.body.data.waveformNode).toEqual(sent)
    expect(stored.body.data.config_oss_key).toBe(reply.body.data.config_oss_key)
  })

  it('POST /backgrounds treats zero aspect_ratio and typ as values and fills server fields', async () => {
    const reply = await call(app, 'POST', `${api}/backgrounds`, { body: background })
    expect(reply.status).toBe(200)
    expect(BackgroundSchema.safeParse(reply.body.data).success).toBe(true)
    expect(reply.body.data).toMatchObject({
      aspect_ratio: 0,
      typ: 0,
      avatar_type: 'default',
      width: 1080,
      height: 1920,
    })
    expect(reply.body.data.preview_url).toBe(background.origin_url)
    const wide = await call(app, 'POST', `${api}/backgrounds`, {
      body: {
        ...background,
        aspect_ratio: 1,
        typ: 2,
        avatar_type: 'pet',
        preview_url: 'https://cdn.example.com/p.png',
      },
    })
    expect(wide.body.data).toMatchObject({
      width: 1920,
      height: 1080,
      typ: 2,
      preview_url: 'https://cdn.example.com/p.png',
    })
    expect(wide.body.data.id).not.toBe(reply.body.data.id)
  })

  it('POST /backgrounds accepts an origin_url of exactly 512 characters', async () => {
    const url = `https://a.test/${'y'.repeat(512 - 'https://a.test/'.length)}`
    const reply = await call(app, 'POST', `${api}/backgrounds`, {
      body: { ...background, origin_url: url },
    })
    expect(reply.body.code).toBe(0)
  })

  it('POST /voices/design returns candidate voices with playable auditions', async () => {
    const reply = await call(app, 'POST', `${api}/voices/design`, {
      body: { prompt: 'a calm narrator', preview_text: 'Hello' },
    })
    expect(reply.body.code).toBe(0)
    expect(VoiceDesignResultSchema.safeParse(reply.body.data).success).toBe(true)
    expect(reply.body.data.voices).toHaveLength(3)
    const audition = new URL(reply.body.data.voices[0].audition_url)
    const media = await app.inject({ method: 'GET', url: audition.pathname })
    expect(media.statusCode).toBe(200)
    expect(media.headers['content-type']).toBe('audio/wav')
  })

  it('PUT /project/title renames and GET /project shows it', async () => {
    const id = projectIn(seed, 'completed')
    const reply = await call(app, 'PUT', `${api}/project/title`, {
      body: { project_id: id, title: 'Renamed 播客' },
    })
    expect(reply.body).toMatchObject({ code: 0, data: { project_id: id, title: 'Renamed 播客' } })
    const project = await call(app, 'GET', `${api}/project?project_id=${id}`)
    expect(project.body.data.title).toBe('Renamed 播客')
  })

  it('GET /project returns a record that fits the core schema, with media served here', async () => {
    const id = projectIn(seed, 'completed')
    const reply = await call(app, 'GET', `${api}/project?project_id=${id}`)
    expect(reply.body.code).toBe(0)
    const parsed = ProjectSchema.safeParse(reply.body.data)
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true)
    const record = reply.body.data
    expect(record.scenes.length).toBeGreaterThanOrEqual(3)
    const types = new Set(
      record.scenes[0].tracks.flatMap((t: Loose) => t.layers.map((l: Loose) => l.type)),
    )
    for (const type of ['image', 'text', 'subtitle', 'waveform', 'audio', 'person'])
      expect(types).toContain(type)
    const words = record.scenes.map(
      (s: Loose) => s.tracks.find((t: Loose) => t.type === 'subtitle').layers[0].subtitle.word_seq,
    )
    expect(words[1].map((w: Loose) => w.text).join('')).toMatch(/[\u4e00-\u9fff]/)
    for (const seq of words) {
      for (const w of seq) expect(w.end).toBeGreaterThan(w.start)
    }
    const media = await app.inject({
      method: 'GET',
      url: new URL(record.scenes[0].tracks[0].layers[0].path).pathname,
    })
    expect(media.statusCode).toBe(200)
    expect(media.rawPayload.subarray(1, 4).toString()).toBe('PNG')
  })

  it('POST /project/retry moves a failed project to processing', async () => {
    const id = projectIn(seed, 'failed')
    const reply = await call(app, 'POST', `${api}/project/retry`, { body: { project_id: id } })
    expect(reply.body).toMatchObject({ code: 0, data: { project_id: id, status: 3 } })
    const project = await call(app, 'GET', `${api}/project?project_id=${id}`)
    expect(project.body.data.status).toBe(3)
  })

  it('POST /image_templates stores the scene exactly as sent', async () => {
    const sent = {
      ...scene,
      odd: { nested: [null, { deep: 'kept' }] },
      tracks: [{ ...scene.tracks[0], mystery: 1 }],
    }
    const reply = await call(app, 'POST', `${api}/image_templates`, {
      body: { scene: sent, aspect_ratio: 0 },
    })
    expect(reply.body.code).toBe(0)
    expect(ImageTemplateResultSchema.safeParse(reply.body.data).success).toBe(true)
    expect(reply.body.data.aspect_ratio).toBe(0)
    const stored = await call(app, 'GET', `/_sandbox/image_templates/${reply.body.data.id}`)
    expect(stored.body.data).toEqual({ id: reply.body.data.id, aspect_ratio: 0, scene: sent })
  })

  it('POST /image_templates without aspect_ratio answers the assumed 16:9 (1) and keeps 0', async () => {
    const none = await call(app, 'POST', `${api}/image_templates`, { body: { scene } })
    expect(none.body.data.aspect_ratio).toBe(1)
    const tall = await call(app, 'POST', `${api}/image_templates`, {
      body: { scene, aspect_ratio: 0 },
    })
    expect(tall.body.data.aspect_ratio).toBe(0)
  })

  it('GET /covers pages through every cover with the cursor', async () => {
    const seen: number[] = []
    let cursor = 0
    let pages = 0
    for (;;) {
      const reply = await call(
        app,
        'GET',
        `${api}/covers?page_size=20${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(CoverListSchema.safeParse(reply.body.data).success).toBe(true)
      pages += 1
      seen.push(...reply.body.data.list.map((c: Loose) => c.cover_id))
      if (!reply.body.data.has_more) break
      cursor = reply.body.data.next_cursor
    }
    expect(pages).toBeGreaterThanOrEqual(2)
    expect(seen).toEqual(seed.covers)
    const first = await call(app, 'GET', `${api}/covers`)
    expect(first.body.data.list).toHaveLength(20)
  })

  it('DELETE /avatars/{id} returns an empty object and the avatar is gone', async () => {
    const id = seed.avatars[0]!
    const reply = await call(app, 'DELETE', `${api}/avatars/${id}`)
    expect(reply.body).toMatchObject({ code: 0, data: {} })
    const again = await call(app, 'DELETE', `${api}/avatars/${id}`)
    expect(again.status).toBe(404)
    expect((await seedOf(app)).avatars).not.toContain(id)
  })

  it('GET /capabilities and GET /webhook_events answer', async () => {
    const caps = await call(app, 'GET', `${api}/capabilities`)
    expect(caps.body.data.billing.space).toBe('demo')
    expect(caps.body.data.limits.idempotency_key_max_length).toBe(128)
    expect(caps.body.data.auth).toEqual({
      space: 'demo',
      scopes: ['asset.read', 'asset.write', 'podcast.read', 'podcast.write', 'podcast.generate'],
    })
    const readonly = await call(app, 'GET', `${api}/capabilities`, { key: 'sandbox-readonly' })
    expect(readonly.body.data.auth).toEqual({
      space: 'demo',
      scopes: ['asset.read', 'podcast.read'],
    })
    const events = await call(app, 'GET', `${api}/webhook_events`)
    expect(WebhookEventsSchema.safeParse(events.body.data).success).toBe(true)
    expect(events.body.data.events.length).toBeGreaterThan(0)
  })

  it('POST /audio/tasks starts a task that the result poll and GET both read', async () => {
    const project_id = projectIn(seed, 'completed')
    const started = await call(app, 'POST', `${api}/audio/tasks`, { body: { project_id } })
    expect(started.body.code).toBe(0)
    const taskId = started.body.data.task_id
    expect(started.body.data.project_id).toBe(project_id)
    const polled = await call(app, 'POST', `${api}/audio/tasks/result`, {
      body: { task_id: taskId },
    })
    expect(polled.body.data.task_id).toBe(taskId)
    const viaGet = await call(app, 'GET', `${api}/audio/tasks/${taskId}`)
    expect(viaGet.body.data.task_id).toBe(taskId)
    const withKey = await call(app, 'POST', `${api}/audio/tasks/result`, {
      body: { task_id: taskId },
      headers: { 'idempotency-key': 'poll-1' },
    })
    expect(withKey.status).toBe(400)
    expect(withKey.body.msg).toMatch(/must not be sent on task-result requests/)
  })
})
