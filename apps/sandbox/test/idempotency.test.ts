import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { api, call, httpCall, newApp, otherKey, tempDbPath } from './helpers.ts'

const background = {
  origin_url: 'https://cdn.example.com/bg.png',
  aspect_ratio: 1,
  avatar_type: 'cartoon',
  typ: 2,
}

async function backgroundCount(app: FastifyInstance, key?: string): Promise<number> {
  return (await call(app, 'GET', '/_sandbox/resources', { key })).body.data.backgrounds.length
}

describe('idempotency (spec §7)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await newApp()
  })
  afterAll(() => app.close())

  it('replays a completed identical request with its recorded status and body', async () => {
    const headers = { 'idempotency-key': 'bg-replay-1' }
    const first = await call(app, 'POST', `${api}/backgrounds`, { body: background, headers })
    const again = await call(app, 'POST', `${api}/backgrounds`, {
      body: { typ: 2, avatar_type: 'cartoon', aspect_ratio: 1, origin_url: background.origin_url },
      headers,
    })
    expect(again.status).toBe(first.status)
    expect({ ...again.body, rid: '' }).toEqual({ ...first.body, rid: '' })
    expect(again.body.rid).not.toBe(first.body.rid)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.headers['x-original-request-id']).toBe(first.body.rid)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    expect(await backgroundCount(app)).toBe(1)
  })

  it('answers 409 when the key is reused with a different body', async () => {
    const headers = { 'idempotency-key': 'bg-conflict' }
    await call(app, 'POST', `${api}/backgrounds`, { body: background, headers })
    const changed = await call(app, 'POST', `${api}/backgrounds`, {
      body: { ...background, typ: 0 },
      headers,
    })
    expect(changed.status).toBe(409)
    expect(changed.body).toMatchObject({ code: 40900, cause: 'idempotency_key_reused' })
    expect(changed.body.msg).toMatch(/different request body/)
  })

  it('scopes keys by method and URI: the same key on another endpoint is independent', async () => {
    const headers = { 'idempotency-key': 'shared-key' }
    const bg = await call(app, 'POST', `${api}/backgrounds`, { body: background, headers })
    const tpl = await call(app, 'POST', `${api}/image_templates`, {
      body: { scene: { tracks: [] } },
      headers,
    })
    expect(bg.body.code).toBe(0)
    expect(tpl.body.code).toBe(0)
    expect(tpl.headers['idempotent-replayed']).toBeUndefined()
  })

  it('scopes keys by API key and Space', async () => {
    const headers = { 'idempotency-key': 'per-space' }
    const mine = await call(app, 'POST', `${api}/backgrounds`, { body: background, headers })
    const theirs = await call(app, 'POST', `${api}/backgrounds`, {
      key: otherKey,
      body: background,
      headers,
    })
    expect(theirs.headers['idempotent-replayed']).toBeUndefined()
    expect(theirs.body.data.id).not.toBe(mine.body.data.id)
  })

  it('does not record a request that failed validation, so the key can be used with a fixed body', async () => {
    const headers = { 'idempotency-key': 'fix-me' }
    const bad = await call(app, 'POST', `${api}/backgrounds`, {
      body: { ...background, typ: 7 },
      headers,
    })
    expect(bad.status).toBe(400)
    const good = await call(app, 'POST', `${api}/backgrounds`, { body: background, headers })
    expect(good.body.code).toBe(0)
    expect(good.headers['idempotent-replayed']).toBeUndefined()
  })

  it('replays a recorded 404 for a delete instead of running it again', async () => {
    const headers = { 'idempotency-key': 'del-1' }
    const first = await call(app, 'DELETE', `${api}/avatars/1`, { headers })
    expect(first.body.code).toBe(0)
    const second = await call(app, 'DELETE', `${api}/avatars/1`, { headers })
    expect(second.status).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    const fresh = await call(app, 'DELETE', `${api}/avatars/1`, {
      headers: { 'idempotency-key': 'del-2' },
    })
    expect(fresh.status).toBe(404)
  })
})

describe('concurrent duplicates over real HTTP', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      dbPath: tempDbPath(),
      rateLimitPerMinute: 0,
      workDelayMs: 150,
    })
  })
  afterAll(() => sandbox.close())

  it('10 parallel requests with one key create exactly one resource and all get its response', async () => {
    const headers = { 'idempotency-key': 'parallel-bg' }
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        httpCall(sandbox.url, 'POST', `${api}/backgrounds`, { body: background, headers }),
      ),
    )
    const ids = new Set(replies.map((r) => r.body.data?.id))
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(ids.size).toBe(1)
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9)
    const resources = await httpCall(sandbox.url, 'GET', '/_sandbox/resources')
    expect(
      resources.body.data.backgrounds.filter((b: { id: number }) => ids.has(b.id)),
    ).toHaveLength(1)
    expect(resources.body.data.backgrounds).toHaveLength(1)
  })

  it('10 parallel voice designs with one key charge one credit and create one design', async () => {
    const before = (await httpCall(sandbox.url, 'GET', '/_sandbox/resources')).body.data
    const headers = { 'idempotency-key': 'parallel-voice' }
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        httpCall(sandbox.url, 'POST', `${api}/voices/design`, {
          body: { prompt: 'deep radio voice' },
          headers,
        }),
      ),
    )
    expect(new Set(replies.map((r) => r.body.data.batch_id)).size).toBe(1)
    const after = (await httpCall(sandbox.url, 'GET', '/_sandbox/resources')).body.data
    expect(after.credits).toBe(before.credits - 1)
    expect(after.voice_designs.length).toBe(before.voice_designs.length + 1)
  })

  it('10 parallel requests without a key each run (no idempotency asked for)', async () => {
    const before = (await httpCall(sandbox.url, 'GET', '/_sandbox/resources')).body.data
      .image_templates.length
    await Promise.all(
      Array.from({ length: 10 }, () =>
        httpCall(sandbox.url, 'POST', `${api}/image_templates`, {
          body: { scene: { tracks: [] } },
        }),
      ),
    )
    const after = (await httpCall(sandbox.url, 'GET', '/_sandbox/resources')).body.data
      .image_templates.length
    expect(after).toBe(before + 10)
  })
})

describe('a duplicate that outwaits the first', () => {
  it('gets 409 "still in progress" and is not executed', async () => {
    const sandbox = await startSandbox({
      port: 0,
      rateLimitPerMinute: 0,
      workDelayMs: 1_000,
      idempotencyWaitMs: 20,
    })
    try {
      const headers = { 'idempotency-key': 'slow-one' }
      const first = httpCall(sandbox.url, 'POST', `${api}/backgrounds`, {
        body: background,
        headers,
      })
      await new Promise((r) => setTimeout(r, 100))
      const duplicate = await httpCall(sandbox.url, 'POST', `${api}/backgrounds`, {
        body: background,
        headers,
      })
      expect(duplicate.status).toBe(409)
      expect(duplicate.body).toMatchObject({ code: 40900, cause: 'idempotency_in_progress' })
      expect(duplicate.body.msg).toMatch(/still in progress/)
      expect((await first).status).toBe(200)
      const resources = await httpCall(sandbox.url, 'GET', '/_sandbox/resources')
      expect(resources.body.data.backgrounds).toHaveLength(1)
    } finally {
      await sandbox.close()
    }
  })
})

describe('a write cut off by a stop', () => {
  it('is never executed again after a restart: 409 uncertain', async () => {
    const dbPath = tempDbPath()
    const first = await startSandbox({ port: 0, dbPath, rateLimitPerMinute: 0, workDelayMs: 5_000 })
    const headers = {
      'x-api-key': 'sandbox-key',
      'idempotency-key': 'cut-off',
      'content-type': 'application/json',
    }
    const pending = fetch(`${first.url}${api}/backgrounds`, {
      method: 'POST',
      headers,
      body: JSON.stringify(background),
    }).catch((error: unknown) => error)
    // Wait until the request is recorded as in progress, then stop the server under it.
    const { default: Database } = await import('better-sqlite3')
    const probe = new Database(dbPath, { readonly: true })
    for (
      let i = 0;
      i < 200 && !probe.prepare(`SELECT 1 FROM idempotency WHERE state = 'pending'`).get();
      i++
    ) {
      await new Promise((r) => setTimeout(r, 20))
    }
    probe.close()
    first.app.server.closeAllConnections()
    await first.close()
    await pending
    const second = await startSandbox({ port: 0, dbPath, rateLimitPerMinute: 0 })
    try {
      const reply = await httpCall(second.url, 'POST', `${api}/backgrounds`, {
        body: background,
        headers: { 'idempotency-key': 'cut-off' },
      })
      expect(reply.status).toBe(409)
      expect(reply.body.cause).toBe('idempotency_outcome_uncertain')
      expect(reply.body.msg).toMatch(/not executed again/)
    } finally {
      await second.close()
    }
  })
})
