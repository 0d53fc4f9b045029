import { describe, expect, it } from 'vitest'
import { createClient, InvalidRequestError } from '../src/index.ts'
import { clientWith, coverItem, ok, project, testKey } from './fake-fetch.ts'

const root = 'http://127.0.0.1:9/open/podcast/v1'

describe('operations', () => {
  it('updateWaveform: PUT /waveforms with the body as given', async () => {
    const body = {
      id: 4,
      waveformNode: { w: 300, h: 80, prop: { audioPath: 'a.wav', waveformConfig: { bars: 2 } } },
    }
    const result = {
      config_oss_key: 'wf/4.json',
      id: 4,
      waveform_info: { start: 0, end: 9, waveformNode: body.waveformNode },
    }
    const { client, calls } = clientWith([ok(result)])
    await expect(client.updateWaveform(body)).resolves.toEqual(result)
    expect(calls[0]).toMatchObject({ method: 'PUT', url: `${root}/waveforms`, body })
    expect(calls[0]!.headers['content-type']).toBe('application/json')
    expect(calls[0]!.headers['x-api-key']).toBe(testKey)
  })

  it('addBackground: POST /backgrounds', async () => {
    const body = {
      origin_url: 'https://x/bg.png',
      aspect_ratio: 1 as const,
      avatar_type: 'pet' as const,
      typ: 2 as const,
    }
    const record = {
      ...body,
      id: 3,
      preview_url: 'https://x/bg.png',
      width: 1920,
      height: 1080,
      is_show: 1,
      label: '',
      source: 'user',
    }
    const { client, calls } = clientWith([ok(record)])
    await expect(client.addBackground(body)).resolves.toEqual(record)
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${root}/backgrounds`, body })
  })

  it('designVoice: POST /voices/design', async () => {
    const body = { prompt: 'calm narrator', preview_text: 'Hello', task_id: 12 }
    const result = {
      batch_id: 'b1',
      task_id: 12,
      voices: [{ audition_url: 'https://x/a.mp3', task_item_id: 1, voice_id: 'v1' }],
    }
    const { client, calls } = clientWith([ok(result)])
    await expect(client.designVoice(body)).resolves.toEqual(result)
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${root}/voices/design`, body })
  })

  it('renameProject: PUT /project/title', async () => {
    const { client, calls } = clientWith([ok({ project_id: 'p1', title: 'New' })])
    await expect(client.renameProject({ project_id: 'p1', title: 'New' })).resolves.toEqual({
      project_id: 'p1',
      title: 'New',
    })
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: `${root}/project/title`,
      body: { project_id: 'p1', title: 'New' },
    })
  })

  it('retryProject: POST /project/retry', async () => {
    const { client, calls } = clientWith([ok({ project_id: 'p1', status: 3 })])
    await expect(client.retryProject('p1')).resolves.toEqual({
      outcome: 'submitted',
      data: { project_id: 'p1', status: 3 },
    })
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${root}/project/retry`,
      body: { project_id: 'p1' },
    })
  })

  it('createImageTemplate: POST /image_templates with {aspect_ratio, scene}, unknown fields kept', async () => {
    const scene = {
      tracks: [
        {
          index: 0,
          key: 't',
          type: 'image',
          layers: [{ key: 'l', type: 'image', x: 1, vendor_ext: { a: [1, null] } }],
        },
      ],
    }
    const { client, calls } = clientWith([ok({ aspect_ratio: 1, id: 77 })])
    await expect(client.createImageTemplate({ aspect_ratio: 1, scene })).resolves.toEqual({
      aspect_ratio: 1,
      id: 77,
    })
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${root}/image_templates` })
    expect(calls[0]!.body).toEqual({ aspect_ratio: 1, scene })
  })

  it('listCovers: GET /covers with cursor and page_size', async () => {
    const page = {
      has_more: false,
      list: [coverItem({ cover_id: 1, image_url: 'https://x/c.png' })],
      next_cursor: 0,
    }
    const { client, calls } = clientWith([ok(page), ok(page)])
    await expect(client.listCovers({ cursor: 20, pageSize: 10 })).resolves.toEqual(page)
    await client.listCovers()
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${root}/covers?cursor=20&page_size=10`,
      body: undefined,
    })
    expect(calls[1]!.url).toBe(`${root}/covers`)
    expect(calls[0]!.headers).not.toHaveProperty('content-type')
  })

  it('getProject: GET /project?project_id=', async () => {
    const { client, calls } = clientWith([ok(project({ id: 'a b&c' }))])
    await expect(client.getProject('a b&c')).resolves.toMatchObject({ id: 'a b&c' })
    expect(calls[0]!.url).toBe(`${root}/project?project_id=a+b%26c`)
  })

  it('deleteAvatar: DELETE /avatars/{id} without a body', async () => {
    const { client, calls } = clientWith([ok({})])
    await expect(client.deleteAvatar(42)).resolves.toEqual({})
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `${root}/avatars/42`, body: undefined })
  })

  it('getCapabilities and getWebhookEvents: plain GETs', async () => {
    const caps = { workflow: ['create', 'poll'], billing: { space: 's', credits: 5, shared: true } }
    const { client, calls } = clientWith([ok(caps), ok({ events: ['a', 'b'] })])
    await expect(client.getCapabilities()).resolves.toEqual(caps)
    await expect(client.getWebhookEvents()).resolves.toEqual({ events: ['a', 'b'] })
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${root}/capabilities`,
      `GET ${root}/webhook_events`,
    ])
  })

  it('startAudioTask: POST /audio/tasks', async () => {
    const { client, calls } = clientWith([ok({ task_id: 'at-1', status: 1 })])
    await expect(client.startAudioTask('p1')).resolves.toEqual({ task_id: 'at-1', status: 1 })
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${root}/audio/tasks`,
      body: { project_id: 'p1' },
    })
  })

  it.each([
    ['getProject', ''],
    ['retryProject', '  '],
    ['startAudioTask', ''],
  ] as const)('%s rejects an empty project id before sending', async (method, id) => {
    const { client, calls } = clientWith([])
    await expect(client[method](id)).rejects.toThrow(
      'projectId: expected a non-empty string or a non-negative integer',
    )
    expect(calls).toHaveLength(0)
  })

  it('deleteAvatar rejects a negative id before sending', async () => {
    const { client, calls } = clientWith([])
    await expect(client.deleteAvatar(-1)).rejects.toBeInstanceOf(InvalidRequestError)
    expect(calls).toHaveLength(0)
  })
})

describe('createClient options', () => {
  const fetch = async () => new Response('{}')

  it('accepts a base URL that already ends with the API prefix', async () => {
    const { client, calls } = clientWith([ok({ events: [] })], {
      baseUrl: 'http://h:1/open/podcast/v1/',
    })
    await client.getWebhookEvents()
    expect(calls[0]!.url).toBe('http://h:1/open/podcast/v1/webhook_events')
  })

  it('asks the key callback before every attempt', async () => {
    let n = 0
    const { client, calls } = clientWith([ok({ events: [] }), ok({ events: [] })], {
      apiKey: async () => `key-${++n}`,
    })
    await client.getWebhookEvents()
    await client.getWebhookEvents()
    expect(calls.map((c) => c.headers['x-api-key'])).toEqual(['key-1', 'key-2'])
  })

  it.each([
    [{ baseUrl: 'ftp://x' }, 'baseUrl: expected an http(s) URL, got "ftp://x"'],
    [{ timeoutMs: 0 }, 'timeoutMs: expected a positive number, got 0'],
    [{ retry: { maxAttempts: 0 } }, 'retry.maxAttempts: expected an integer ≥ 1, got 0'],
    [{ retry: { baseDelayMs: -5 } }, 'retry.baseDelayMs: expected a non-negative number, got -5'],
    [{ apiKey: 42 as unknown as string }, 'apiKey: expected a string or a function, got number'],
  ])('rejects bad options %j with a clear message', (bad, message) => {
    expect(() => createClient({ baseUrl: 'http://h', apiKey: 'k', fetch, ...bad })).toThrow(message)
  })

  it('rejects an empty key without sending', async () => {
    const { client, calls } = clientWith([ok({ events: [] })], { apiKey: () => '' })
    await expect(client.getWebhookEvents()).rejects.toMatchObject({
      kind: 'authentication',
      message: 'apiKey: expected a non-empty string, got string',
    })
    expect(calls).toHaveLength(0)
  })
})

describe('request bodies', () => {
  it('a body that cannot be JSON is an InvalidRequestError, not a connection error', async () => {
    const { client, calls } = clientWith([])
    const scene: Record<string, unknown> = { tracks: [] }
    scene.self = scene
    const error = await client
      .createImageTemplate({ aspect_ratio: 0, scene: scene as { tracks: [] } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect((error as Error).message).toMatch(
      /^POST \/image_templates: the body cannot be sent as JSON: .*circular/i,
    )
    expect(calls).toHaveLength(0)
  })
})
