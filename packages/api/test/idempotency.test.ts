import { describe, expect, it } from 'vitest'
import { InvalidRequestError } from '../src/index.ts'
import { newIdempotencyKey } from '../src/idempotency.ts'
import { clientWith, connectionReset, fail, ok, project } from './fake-fetch.ts'

const background = {
  origin_url: 'https://cdn.example/bg.png',
  aspect_ratio: 0 as const,
  avatar_type: 'default' as const,
  typ: 0 as const,
}
const backgroundRecord = {
  ...background,
  id: 7,
  preview_url: '',
  width: 1080,
  height: 1920,
  is_show: 1,
  label: '',
  source: 'user',
}

describe('Idempotency-Key', () => {
  it('sends one generated key per logical write and reuses it on every retry', async () => {
    const { client, calls } = clientWith([
      fail(503, 50300),
      connectionReset(),
      fail(429, 42900),
      ok(backgroundRecord),
    ])
    await client.addBackground(background)
    const keys = calls.map((c) => c.headers['idempotency-key'])
    expect(calls).toHaveLength(4)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(keys)).toEqual(new Set([keys[0]]))
  })

  it('generates a different key for each logical call', async () => {
    const { client, calls } = clientWith([ok(backgroundRecord), ok(backgroundRecord)])
    await client.addBackground(background)
    await client.addBackground(background)
    expect(calls[0]!.headers['idempotency-key']).not.toBe(calls[1]!.headers['idempotency-key'])
  })

  it('uses the caller’s own key', async () => {
    const { client, calls } = clientWith([fail(500, 50000), ok(backgroundRecord)])
    await client.addBackground(background, { idempotencyKey: 'save-template-42' })
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([
      'save-template-42',
      'save-template-42',
    ])
  })

  it('accepts a caller key of exactly 128 characters', async () => {
    const key = 'k'.repeat(128)
    const { client, calls } = clientWith([ok({})])
    await client.deleteAvatar(3, { idempotencyKey: key })
    expect(calls[0]!.headers['idempotency-key']).toBe(key)
  })

  it.each([
    ['k'.repeat(129), 'idempotencyKey: must be at most 128 characters, got 129'],
    ['', 'idempotencyKey: must not be empty'],
    ['two words', 'idempotencyKey: must be printable ASCII without spaces'],
    ['line\nbreak', 'idempotencyKey: must be printable ASCII without spaces'],
  ])('rejects the caller key %j before sending anything', async (key, message) => {
    const { client, calls } = clientWith([ok(backgroundRecord)])
    const error = await client
      .addBackground(background, { idempotencyKey: key })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect((error as InvalidRequestError).message).toBe(message)
    expect((error as InvalidRequestError).fieldPath).toBe('idempotencyKey')
    expect(calls).toHaveLength(0)
  })

  it('puts a key on every POST, PUT and DELETE operation', async () => {
    const { client, calls } = clientWith([
      ok({
        config_oss_key: 'k',
        id: 1,
        waveform_info: { start: 0, end: 1, waveformNode: { w: 10, h: 10 } },
      }),
      ok(backgroundRecord),
      ok({ batch_id: 'b', task_id: 1, voices: [] }),
      ok({}),
      ok({}),
      ok({ aspect_ratio: 0, id: 5 }),
      ok({}),
      ok({ task_id: 't' }),
    ])
    await client.updateWaveform({ id: 1, waveformNode: { w: 10, h: 10 } })
    await client.addBackground(background)
    await client.designVoice({ prompt: 'warm', preview_text: 'hi', task_id: 1 })
    await client.renameProject({ project_id: 'p', title: 't' })
    await client.retryProject('p')
    await client.createImageTemplate({ aspect_ratio: 0, scene: { tracks: [] } })
    await client.deleteAvatar(9)
    await client.startAudioTask('p')
    expect(calls.map((c) => c.method)).toEqual([
      'PUT',
      'POST',
      'POST',
      'PUT',
      'POST',
      'POST',
      'DELETE',
      'POST',
    ])
    for (const call of calls) expect(call.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends no key on reads, polling included', async () => {
    const { client, calls } = clientWith([
      ok(project({ status: 3 })),
      ok(project({ status: 3 })),
      ok(project({ status: 1 })),
      ok({ has_more: false, list: [], next_cursor: 0 }),
      ok({}),
      ok({ events: [] }),
      fail(503, 50300),
      ok(project()),
    ])
    await client.waitForProject('prj-1', { intervalMs: 10 })
    await client.listCovers()
    await client.getCapabilities()
    await client.getWebhookEvents()
    await client.getProject('prj-1')
    expect(calls).toHaveLength(8)
    for (const call of calls) {
      expect(call.method).toBe('GET')
      expect(call.headers).not.toHaveProperty('idempotency-key')
    }
  })
})

describe('newIdempotencyKey', () => {
  it('falls back to getRandomValues where randomUUID is missing (insecure browser contexts)', () => {
    const original = globalThis.crypto.randomUUID
    const crypto = globalThis.crypto as { randomUUID?: unknown }
    try {
      crypto.randomUUID = undefined
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
      expect(keys.size).toBe(50)
      for (const key of keys) {
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      }
    } finally {
      crypto.randomUUID = original
    }
  })
})
