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

let app: FastifyInstance
let seed: Awaited<ReturnType<typeof seedOf>>

beforeAll(async () => {
  app = await newApp()
  seed = await seedOf(app)
})
afterAll(() => app.close())

const background = {
  origin_url: 'https://cdn.example.com/bg.png',
  aspect_ratio: 0,
  avatar_type: 'default',
  typ: 0,
}
const node = {
  w: 600,
  h: 110,
  prop: { audioPath: 'https://cdn.example.com/a.wav', waveformConfig: { color: '#fff' } },
}
const scene = {
  tracks: [
    { index: 0, key: 't', type: 'image', layers: [{ key: 'l', type: 'image', x: 1, y: 2 }] },
  ],
}

type BadCase = {
  name: string
  method: string
  path: string
  body?: unknown
  raw?: string
  status: number
  code: number
  field: string
  msg: RegExp
}

function badCases(): BadCase[] {
  const project = projectIn(seed, 'completed')
  const long = 'x'.repeat(513)
  return [
    // PUT /waveforms
    {
      name: 'waveform without id',
      method: 'PUT',
      path: '/waveforms',
      body: { waveformNode: node },
      status: 400,
      code: 40000,
      field: 'id',
      msg: /id: is required/,
    },
    {
      name: 'waveform id as string',
      method: 'PUT',
      path: '/waveforms',
      body: { id: '1', waveformNode: node },
      status: 400,
      code: 40000,
      field: 'id',
      msg: /expected integer/,
    },
    {
      name: 'waveform without node',
      method: 'PUT',
      path: '/waveforms',
      body: { id: 1 },
      status: 400,
      code: 40000,
      field: 'waveformNode',
      msg: /required/,
    },
    {
      name: 'waveform node w as string',
      method: 'PUT',
      path: '/waveforms',
      body: { id: 1, waveformNode: { ...node, w: 'wide' } },
      status: 400,
      code: 40000,
      field: 'waveformNode.w',
      msg: /waveformNode\.w/,
    },
    {
      name: 'waveform audioPath as number',
      method: 'PUT',
      path: '/waveforms',
      body: { id: 1, waveformNode: { ...node, prop: { audioPath: 5 } } },
      status: 400,
      code: 40000,
      field: 'waveformNode.prop.audioPath',
      msg: /audioPath/,
    },
    {
      name: 'waveform unknown id',
      method: 'PUT',
      path: '/waveforms',
      body: { id: 999999, waveformNode: node },
      status: 404,
      code: 40400,
      field: '',
      msg: /waveform 999999 not found/,
    },
    // POST /backgrounds
    {
      name: 'background without origin_url',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, origin_url: undefined },
      status: 400,
      code: 40000,
      field: 'origin_url',
      msg: /origin_url: is required/,
    },
    {
      name: 'background origin_url too long',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, origin_url: `https://a.test/${long}` },
      status: 400,
      code: 40000,
      field: 'origin_url',
      msg: /at most 512/,
    },
    {
      name: 'background preview_url too long',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, preview_url: `https://a.test/${long}` },
      status: 400,
      code: 40000,
      field: 'preview_url',
      msg: /at most 512/,
    },
    {
      name: 'background origin_url not a URL',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, origin_url: 'bg.png' },
      status: 400,
      code: 40000,
      field: 'origin_url',
      msg: /http/,
    },
    {
      name: 'background aspect_ratio 2',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, aspect_ratio: 2 },
      status: 400,
      code: 40000,
      field: 'aspect_ratio',
      msg: /one of 0, 1/,
    },
    {
      name: 'background aspect_ratio missing',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, aspect_ratio: undefined },
      status: 400,
      code: 40000,
      field: 'aspect_ratio',
      msg: /required/,
    },
    {
      name: 'background avatar_type unknown',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, avatar_type: 'robot' },
      status: 400,
      code: 40000,
      field: 'avatar_type',
      msg: /default, cartoon, pet/,
    },
    {
      name: 'background typ 1',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, typ: 1 },
      status: 400,
      code: 40000,
      field: 'typ',
      msg: /one of 0, 2/,
    },
    {
      name: 'background typ as string',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, typ: '0' },
      status: 400,
      code: 40000,
      field: 'typ',
      msg: /expected integer/,
    },
    {
      name: 'background with width',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, width: 100 },
      status: 400,
      code: 40000,
      field: 'width',
      msg: /generated by the server/,
    },
    {
      name: 'background with id',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, id: 5 },
      status: 400,
      code: 40000,
      field: 'id',
      msg: /generated by the server/,
    },
    {
      name: 'background with create_time',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, create_time: 1 },
      status: 400,
      code: 40000,
      field: 'create_time',
      msg: /generated by the server/,
    },
    {
      name: 'background with space_id',
      method: 'POST',
      path: '/backgrounds',
      body: { ...background, space_id: 1 },
      status: 400,
      code: 40000,
      field: 'space_id',
      msg: /generated by the server/,
    },
    // POST /voices/design
    {
      name: 'voice without prompt',
      method: 'POST',
      path: '/voices/design',
      body: { preview_text: 'hi' },
      status: 400,
      code: 40000,
      field: 'prompt',
      msg: /prompt: is required/,
    },
    {
      name: 'voice empty prompt',
      method: 'POST',
      path: '/voices/design',
      body: { prompt: '  ' },
      status: 400,
      code: 40000,
      field: 'prompt',
      msg: /must not be empty/,
    },
    {
      name: 'voice task_id as string',
      method: 'POST',
      path: '/voices/design',
      body: { prompt: 'warm', task_id: 'x' },
      status: 400,
      code: 40000,
      field: 'task_id',
      msg: /expected integer/,
    },
    // PUT /project/title
    {
      name: 'rename without title',
      method: 'PUT',
      path: '/project/title',
      body: { project_id: project },
      status: 400,
      code: 40000,
      field: 'title',
      msg: /title: is required/,
    },
    {
      name: 'rename with empty title',
      method: 'PUT',
      path: '/project/title',
      body: { project_id: project, title: '' },
      status: 400,
      code: 40000,
      field: 'title',
      msg: /must not be empty/,
    },
    {
      name: 'rename title too long',
      method: 'PUT',
      path: '/project/title',
      body: { project_id: project, title: 't'.repeat(201) },
      status: 400,
      code: 40000,
      field: 'title',
      msg: /at most 200/,
    },
    {
      name: 'rename without project_id',
      method: 'PUT',
      path: '/project/title',
      body: { title: 'x' },
      status: 400,
      code: 40000,
      field: 'project_id',
      msg: /required/,
    },
    {
      name: 'rename project_id as number',
      method: 'PUT',
      path: '/project/title',
      body: { project_id: 7, title: 'x' },
      status: 400,
      code: 40000,
      field: 'project_id',
      msg: /expected string/,
    },
    {
      name: 'rename unknown project',
      method: 'PUT',
      path: '/project/title',
      body: { project_id: 'prj_nope', title: 'x' },
      status: 404,
      code: 40400,
      field: '',
      msg: /project prj_nope not found/,
    },
    // POST /project/retry
    {
      name: 'retry without project_id',
      method: 'POST',
      path: '/project/retry',
      body: {},
      status: 400,
      code: 40000,
      field: 'project_id',
      msg: /required/,
    },
    {
      name: 'retry a completed project',
      method: 'POST',
      path: '/project/retry',
      body: { project_id: project },
      status: 400,
      code: 40000,
      field: 'project_id',
      msg: /only a failed project can be retried/,
    },
    {
      name: 'retry unknown project',
      method: 'POST',
      path: '/project/retry',
      body: { project_id: 'prj_nope' },
      status: 404,
      code: 40400,
      field: '',
      msg: /not found/,
    },
    // POST /image_templates
    {
      name: 'template without scene',
      method: 'POST',
      path: '/image_templates',
      body: { aspect_ratio: 0 },
      status: 400,
      code: 40000,
      field: 'scene',
      msg: /scene: is required/,
    },
    {
      name: 'template scene as array',
      method: 'POST',
      path: '/image_templates',
      body: { scene: [] },
      status: 400,
      code: 40000,
      field: 'scene',
      msg: /expected an object, got array/,
    },
    {
      name: 'template tracks as object',
      method: 'POST',
      path: '/image_templates',
      body: { scene: { tracks: {} } },
      status: 400,
      code: 40000,
      field: 'scene.tracks',
      msg: /expected an array/,
    },
    {
      name: 'template layer x as string',
      method: 'POST',
      path: '/image_templates',
      body: { scene: { tracks: [{ layers: [{}, { x: '1' }] }] } },
      status: 400,
      code: 40000,
      field: 'scene.tracks[0].layers[1].x',
      msg: /scene\.tracks\[0\]\.layers\[1\]\.x/,
    },
    {
      name: 'template aspect_ratio 3',
      method: 'POST',
      path: '/image_templates',
      body: { aspect_ratio: 3, scene },
      status: 400,
      code: 40000,
      field: 'aspect_ratio',
      msg: /one of 0, 1/,
    },
    {
      name: 'template with id',
      method: 'POST',
      path: '/image_templates',
      body: { id: 1, scene },
      status: 400,
      code: 40000,
      field: 'id',
      msg: /generated by the server/,
    },
    // GET /covers
    {
      name: 'covers page_size 0',
      method: 'GET',
      path: '/covers?page_size=0',
      status: 400,
      code: 40000,
      field: 'page_size',
      msg: /between 1 and 100/,
    },
    {
      name: 'covers page_size 101',
      method: 'GET',
      path: '/covers?page_size=101',
      status: 400,
      code: 40000,
      field: 'page_size',
      msg: /between 1 and 100/,
    },
    {
      name: 'covers page_size text',
      method: 'GET',
      path: '/covers?page_size=ten',
      status: 400,
      code: 40000,
      field: 'page_size',
      msg: /must be an integer/,
    },
    {
      name: 'covers negative cursor',
      method: 'GET',
      path: '/covers?cursor=-1',
      status: 400,
      code: 40000,
      field: 'cursor',
      msg: /between 0/,
    },
    // GET /project
    {
      name: 'project without id',
      method: 'GET',
      path: '/project',
      status: 400,
      code: 40000,
      field: 'project_id',
      msg: /project_id: is required/,
    },
    {
      name: 'project unknown id',
      method: 'GET',
      path: '/project?project_id=prj_missing',
      status: 404,
      code: 40400,
      field: '',
      msg: /not found/,
    },
    {
      name: 'project id given twice',
      method: 'GET',
      path: `/project?project_id=${project}&project_id=x`,
      status: 400,
      code: 40000,
      field: 'project_id',
      msg: /expected string/,
    },
    // DELETE /avatars/{id}
    {
      name: 'avatar id not a number',
      method: 'DELETE',
      path: '/avatars/abc',
      status: 400,
      code: 40000,
      field: 'id',
      msg: /positive integer/,
    },
    {
      name: 'avatar id 0',
      method: 'DELETE',
      path: '/avatars/0',
      status: 400,
      code: 40000,
      field: 'id',
      msg: /positive integer/,
    },
    {
      name: 'avatar unknown',
      method: 'DELETE',
      path: '/avatars/987654',
      status: 404,
      code: 40400,
      field: '',
      msg: /avatar 987654 not found/,
    },
    // POST /audio/tasks
    {
      name: 'audio task without project',
      method: 'POST',
      path: '/audio/tasks',
      body: {},
      status: 400,
      code: 40000,
      field: 'project_id',
      msg: /required/,
    },
    {
      name: 'audio task unknown project',
      method: 'POST',
      path: '/audio/tasks',
      body: { project_id: 'prj_nope' },
      status: 404,
      code: 40400,
      field: '',
      msg: /not found/,
    },
    {
      name: 'audio task for a failed project',
      method: 'POST',
      path: '/audio/tasks',
      body: { project_id: projectIn(seed, 'failed') },
      status: 422,
      code: 42200,
      field: '',
      msg: /has failed; retry it/,
    },
    {
      name: 'audio result unknown task',
      method: 'POST',
      path: '/audio/tasks/result',
      body: { task_id: 'atask_nope' },
      status: 404,
      code: 40400,
      field: '',
      msg: /audio task atask_nope not found/,
    },
    // bodies that are not objects
    {
      name: 'body is an array',
      method: 'POST',
      path: '/backgrounds',
      body: [background],
      status: 400,
      code: 40000,
      field: 'body',
      msg: /expected a JSON object, got array/,
    },
    {
      name: 'body is null',
      method: 'POST',
      path: '/backgrounds',
      raw: 'null',
      status: 400,
      code: 40000,
      field: 'body',
      msg: /got null/,
    },
    {
      name: 'body is a string',
      method: 'PUT',
      path: '/waveforms',
      raw: '"x"',
      status: 400,
      code: 40000,
      field: 'body',
      msg: /got string/,
    },
    {
      name: 'malformed JSON',
      method: 'POST',
      path: '/image_templates',
      raw: '{\n  "scene": {,}\n}',
      status: 400,
      code: 40000,
      field: 'body',
      msg: /malformed JSON at line 2, column 13/,
    },
    {
      name: 'truncated JSON',
      method: 'POST',
      path: '/backgrounds',
      raw: '{"origin_url": "https://a',
      status: 400,
      code: 40000,
      field: 'body',
      msg: /malformed JSON/,
    },
    {
      name: 'empty JSON body',
      method: 'POST',
      path: '/backgrounds',
      raw: '',
      status: 400,
      code: 40000,
      field: 'body',
      msg: /empty/,
    },
    {
      name: 'prototype pollution',
      method: 'POST',
      path: '/backgrounds',
      raw: '{"__proto__": {"x": 1}}',
      status: 400,
      code: 40000,
      field: '',
      msg: /.+/,
    },
  ]
}

describe('every endpoint rejects bad input with a clear message', () => {
  it('answers each bad case with the right status, a non-zero code and the field named', async () => {
    for (const c of badCases()) {
      const reply = await call(app, c.method, `${api}${c.path}`, { body: c.body, raw: c.raw })
      const label = `${c.name}: ${reply.body.msg}`
      expect(reply.status, label).toBe(c.status)
      expect(reply.body.code, label).toBe(c.code)
      expect(reply.body.msg, label).toMatch(c.msg)
      expect(reply.body.data, label).toBeNull()
      expect(reply.body.rid, label).toMatch(/^rid_/)
      if (c.field) expect(reply.body.details?.path, label).toBe(c.field)
    }
  })
})

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

  it('POST /image_templates defaults aspect_ratio to 0 and keeps 1', async () => {
    const none = await call(app, 'POST', `${api}/image_templates`, { body: { scene } })
    expect(none.body.data.aspect_ratio).toBe(0)
    const wide = await call(app, 'POST', `${api}/image_templates`, {
      body: { scene, aspect_ratio: 1 },
    })
    expect(wide.body.data.aspect_ratio).toBe(1)
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
