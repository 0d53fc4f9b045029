import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { api, httpCall, otherKey, tempDbPath } from './helpers.ts'

let sandbox: RunningSandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbPath: tempDbPath(), rateLimitPerMinute: 0 })
})
afterAll(() => sandbox.close())
beforeEach(async () => {
  await httpCall(sandbox.url, 'DELETE', '/_sandbox/faults')
})

const background = {
  origin_url: 'https://a.test/f.png',
  aspect_ratio: 0,
  avatar_type: 'default',
  typ: 0,
}

async function queue(method: string, path: string, fault: string, times = 1, key?: string) {
  const reply = await httpCall(sandbox.url, 'POST', '/_sandbox/faults', {
    key,
    body: { method, path, fault, times },
  })
  expect(reply.body.code).toBe(0)
}

async function backgrounds(): Promise<Array<{ id: number; origin_url: string }>> {
  return (await httpCall(sandbox.url, 'GET', '/_sandbox/resources')).body.data.backgrounds
}

describe('queued faults', () => {
  it('fails the next N matching requests with 429 + Retry-After, 500 or 503, then recovers', async () => {
    await queue('GET', '/capabilities', '429')
    await queue('GET', '/open/podcast/v1/webhook_events', '503', 2)
    await queue('*', '/covers', '500')
    const limited = await httpCall(sandbox.url, 'GET', `${api}/capabilities`)
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toBe('1')
    expect(limited.body).toMatchObject({ code: 42900, cause: 'injected_fault' })
    expect((await httpCall(sandbox.url, 'GET', `${api}/capabilities`)).status).toBe(200)
    for (let i = 0; i < 2; i++) {
      const down = await httpCall(sandbox.url, 'GET', `${api}/webhook_events`)
      expect(down.status).toBe(503)
      expect(down.body.code).toBe(50300)
    }
    expect((await httpCall(sandbox.url, 'GET', `${api}/webhook_events`)).status).toBe(200)
    const broken = await httpCall(sandbox.url, 'GET', `${api}/covers`)
    expect(broken.status).toBe(500)
    expect(broken.body.code).toBe(50000)
    expect((await httpCall(sandbox.url, 'GET', `${api}/covers`)).status).toBe(200)
  })

  it('applies only to the key that queued them', async () => {
    await queue('GET', '/capabilities', '500')
    expect(
      (await httpCall(sandbox.url, 'GET', `${api}/capabilities`, { key: otherKey })).status,
    ).toBe(200)
    expect((await httpCall(sandbox.url, 'GET', `${api}/capabilities`)).status).toBe(500)
  })

  it('reset drops the connection before handling: nothing is created', async () => {
    const before = (await backgrounds()).length
    await queue('POST', '/backgrounds', 'reset')
    await expect(
      httpCall(sandbox.url, 'POST', `${api}/backgrounds`, { body: background }),
    ).rejects.toThrow()
    expect((await backgrounds()).length).toBe(before)
    const log = (await httpCall(sandbox.url, 'GET', '/_sandbox/requests')).body.data.requests
    expect(log.at(-1)).toMatchObject({
      method: 'POST',
      status: 0,
      note: 'fault: reset before handling',
    })
  })

  it('reset-after loses the response of a write that ran; a retry with the same key replays it', async () => {
    const before = (await backgrounds()).length
    await queue('POST', '/backgrounds', 'reset-after')
    const headers = { 'idempotency-key': 'lost-response' }
    await expect(
      httpCall(sandbox.url, 'POST', `${api}/backgrounds`, { body: background, headers }),
    ).rejects.toThrow()
    expect((await backgrounds()).length).toBe(before + 1)
    const retry = await httpCall(sandbox.url, 'POST', `${api}/backgrounds`, {
      body: background,
      headers,
    })
    expect(retry.status).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect((await backgrounds()).length).toBe(before + 1)
  })

  it('delay holds a request and then proceeds normally', async () => {
    await queue('GET', '/webhook_events', 'delay:400')
    const order: string[] = []
    const slow = httpCall(sandbox.url, 'GET', `${api}/webhook_events`).then(
      (r) => (order.push('delayed'), r),
    )
    await new Promise((r) => setTimeout(r, 50))
    const fast = httpCall(sandbox.url, 'GET', `${api}/capabilities`).then(
      (r) => (order.push('plain'), r),
    )
    const [slowReply] = await Promise.all([slow, fast])
    expect(slowReply.status).toBe(200)
    expect(slowReply.body.code).toBe(0)
    expect(order).toEqual(['plain', 'delayed'])
  })

  it('lists queued faults and rejects bad fault requests with 400', async () => {
    await queue('PUT', '/waveforms', '503', 3)
    const listed = await httpCall(sandbox.url, 'GET', '/_sandbox/faults')
    expect(listed.body.data.queued).toEqual([
      { method: 'PUT', path: '/open/podcast/v1/waveforms', fault: '503', times: 3 },
    ])
    const bad: Array<[unknown, string]> = [
      [{ method: 'GET', path: '/x', fault: 'explode' }, 'fault'],
      [{ method: 'GET', path: '/x', fault: 'delay:abc' }, 'fault'],
      [{ method: 'FETCH', path: '/x', fault: '500' }, 'method'],
      [{ method: 'GET', fault: '500' }, 'path'],
      [{ method: 'GET', path: '/x', fault: '500', times: 0 }, 'times'],
    ]
    for (const [body, field] of bad) {
      const reply = await httpCall(sandbox.url, 'POST', '/_sandbox/faults', { body })
      expect(reply.status).toBe(400)
      expect(reply.body.details.path).toBe(field)
    }
  })

  it('keeps the API key out of the request log', async () => {
    await httpCall(sandbox.url, 'GET', `${api}/capabilities`, {
      headers: { 'idempotency-key': 'ignored-on-get' },
    })
    const log = await httpCall(sandbox.url, 'GET', '/_sandbox/requests?limit=5')
    expect(JSON.stringify(log.body)).not.toContain('sandbox-key')
    expect(log.body.data.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `${api}/capabilities`,
      status: 200,
    })
    expect(Object.keys(log.body.data.requests.at(-1)).sort()).toEqual([
      'idempotency_key',
      'method',
      'note',
      'path',
      'rid',
      'status',
      'time',
    ])
  })
})
