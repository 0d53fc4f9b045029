import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { key, tempDbPath, type Envelope } from './helpers.ts'

async function send(base: string, method: string, path: string, body: string | Blob) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body,
  })
  return { status: response.status, body: (await response.json()) as Envelope }
}

describe('values that cannot be stored exactly are a 400', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 0 })
  })
  afterAll(() => sandbox.close())

  it('integers beyond 2^53 − 1 (issue 13 item 12)', async () => {
    for (const raw of ['9007199254740993', '1e308', '-9007199254740992']) {
      const reply = await send(
        sandbox.url,
        'POST',
        '/open/podcast/v1/voices/design',
        `{"prompt":"warm","task_id":${raw}}`,
      )
      expect(reply.status, raw).toBe(400)
      expect(reply.body.details.path, raw).toBe('task_id')
      expect(reply.body.msg, raw).toMatch(/2\^53 − 1/)
    }
    const largest = await send(
      sandbox.url,
      'POST',
      '/open/podcast/v1/voices/design',
      '{"prompt":"warm","task_id":9007199254740991}',
    )
    expect(largest.status).toBe(200)
    expect(largest.body.data.task_id).toBe(9007199254740991)
  })

  it('lone surrogates and invalid UTF-8, naming the field (issue 13 item 11)', async () => {
    const title = await send(
      sandbox.url,
      'POST',
      '/open/podcast/v1/voices/design',
      '{"prompt":"A\\ud800B"}',
    )
    expect(title.status).toBe(400)
    expect(title.body.details.path).toBe('prompt')
    expect(title.body.msg).toMatch(/^prompt: is not well-formed Unicode/)

    const layer = await send(
      sandbox.url,
      'POST',
      '/open/podcast/v1/image_templates',
      '{"scene":{"tracks":[{"layers":[{"type":"text","name":"ok \\ud83d\\ude00","text":"x\\udc00"}]}]}}',
    )
    expect(layer.status).toBe(400)
    expect(layer.body.details.path).toBe('scene.tracks[0].layers[0].text')

    const key = await send(
      sandbox.url,
      'POST',
      '/open/podcast/v1/voices/design',
      '{"prompt":"p","\\udfff":1}',
    )
    expect(key.status).toBe(400)
    expect(key.body.details.path).toBe('["\\udfff"]')

    const bytes = new Blob([
      Buffer.concat([Buffer.from('{"prompt":"A'), Buffer.from([0xff]), Buffer.from('B"}')]),
    ])
    const invalidUtf8 = await send(sandbox.url, 'POST', '/open/podcast/v1/voices/design', bytes)
    expect(invalidUtf8.status).toBe(400)
    expect(invalidUtf8.body.msg).toBe('body: is not valid UTF-8; send JSON encoded as UTF-8')

    const pair = await send(
      sandbox.url,
      'POST',
      '/open/podcast/v1/voices/design',
      '{"prompt":"emoji \\ud83d\\ude00"}',
    )
    expect(pair.status).toBe(200)
  })
})
