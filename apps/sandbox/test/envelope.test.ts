import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { api, call, newApp, readonlyKey } from './helpers.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await newApp({ bodyLimit: 64 * 1024 })
})
afterAll(() => app.close())

const writes: Array<[string, string]> = [
  ['PUT', '/waveforms'],
  ['POST', '/backgrounds'],
  ['POST', '/voices/design'],
  ['PUT', '/project/title'],
  ['POST', '/project/retry'],
  ['POST', '/image_templates'],
  ['POST', '/audio/tasks'],
  ['POST', '/audio/tasks/result'],
]

describe('envelope', () => {
  it('gives every response a unique rid, echoed in X-Request-Id', async () => {
    const rids = new Set<string>()
    for (let i = 0; i < 30; i++) {
      const reply = await call(app, 'GET', i % 2 ? `${api}/capabilities` : `${api}/nope`)
      expect(reply.headers['x-request-id']).toBe(reply.body.rid)
      rids.add(reply.body.rid)
    }
    expect(rids.size).toBe(30)
  })

  it('answers unknown routes with 404 and known paths with another method with 405', async () => {
    const missing = await call(app, 'GET', `${api}/does-not-exist`)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 40400, cause: 'route_not_found', data: null })
    const outside = await call(app, 'GET', '/nothing-here', { key: null })
    expect(outside.body.code).toBe(40400)
    const wrongMethod = await call(app, 'POST', `${api}/covers`, { body: {} })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.body.code).toBe(40500)
    expect(wrongMethod.headers.allow).toBe('GET')
  })
})

describe('authentication and permission', () => {
  it('requires X-Api-Key and rejects unknown keys without echoing them', async () => {
    const none = await call(app, 'GET', `${api}/capabilities`, { key: null })
    expect(none.status).toBe(401)
    expect(none.body).toMatchObject({ code: 40100, msg: 'missing X-Api-Key header' })
    const wrong = await call(app, 'GET', `${api}/capabilities`, { key: 'secret-guess-123' })
    expect(wrong.status).toBe(401)
    expect(JSON.stringify(wrong.body)).not.toContain('secret-guess-123')
    const sandboxRoute = await call(app, 'GET', '/_sandbox/seed', { key: null })
    expect(sandboxRoute.status).toBe(401)
  })

  it('answers 403 when the key lacks the scope, before any work', async () => {
    const write = await call(app, 'POST', `${api}/backgrounds`, {
      key: readonlyKey,
      body: { origin_url: 'https://a.test/x.png', aspect_ratio: 0, avatar_type: 'default', typ: 0 },
    })
    expect(write.status).toBe(403)
    expect(write.body).toMatchObject({ code: 40300, details: { required_scope: 'asset.write' } })
    const read = await call(app, 'GET', `${api}/covers`, { key: readonlyKey })
    expect(read.body.code).toBe(0)
  })
})

describe('bad bodies', () => {
  it('rejects a non-JSON content type with 400 naming Content-Type', async () => {
    const reply = await call(app, 'POST', `${api}/backgrounds`, {
      raw: 'origin_url=x',
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(reply.status).toBe(400)
    expect(reply.body.details.path).toBe('Content-Type')
    expect(reply.body.msg).toMatch(/application\/json/)
    const text = await call(app, 'PUT', `${api}/waveforms`, {
      raw: '{}',
      contentType: 'text/plain',
    })
    expect(text.status).toBe(400)
  })

  it('accepts application/json with a charset', async () => {
    const reply = await call(app, 'POST', `${api}/image_templates`, {
      raw: JSON.stringify({ scene: { tracks: [] } }),
      contentType: 'application/json; charset=utf-8',
    })
    expect(reply.body.code).toBe(0)
  })

  it('rejects a missing body on a write with 400', async () => {
    const reply = await call(app, 'POST', `${api}/backgrounds`)
    expect(reply.status).toBe(400)
    expect(reply.body.msg).toMatch(/request body is empty/)
  })

  it('treats an empty body with a JSON content type as no body', async () => {
    const del = await call(app, 'DELETE', `${api}/avatars/2`, { raw: '' })
    expect(del.body.code).toBe(0)
    const post = await call(app, 'POST', `${api}/project/retry`, { raw: '  ' })
    expect(post.status).toBe(400)
    expect(post.body.details.path).toBe('body')
  })

  it('answers 413 for a body over the limit', async () => {
    const big = JSON.stringify({ scene: { tracks: [], pad: 'x'.repeat(70 * 1024) } })
    const reply = await call(app, 'POST', `${api}/image_templates`, { raw: big })
    expect(reply.status).toBe(413)
    expect(reply.body).toMatchObject({ code: 41300, details: { limit_bytes: 64 * 1024 } })
  })

  it('rejects an Idempotency-Key longer than 128 characters and accepts 128', async () => {
    const body = { scene: { tracks: [] } }
    const long = await call(app, 'POST', `${api}/image_templates`, {
      body,
      headers: { 'idempotency-key': 'k'.repeat(129) },
    })
    expect(long.status).toBe(400)
    expect(long.body.details.path).toBe('Idempotency-Key')
    expect(long.body.msg).toMatch(/at most 128/)
    const exact = await call(app, 'POST', `${api}/image_templates`, {
      body,
      headers: { 'idempotency-key': 'k'.repeat(128) },
    })
    expect(exact.body.code).toBe(0)
    const read = await call(app, 'GET', `${api}/capabilities`, {
      headers: { 'idempotency-key': 'k'.repeat(200) },
    })
    expect(read.body.code).toBe(0)
  })

  it('never answers 500 to arbitrary JSON bodies on any write', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.jsonValue({ maxDepth: 4 }),
        async ([method, path], body) => {
          const reply = await call(app, method, `${api}${path}`, { raw: JSON.stringify(body) })
          expect(reply.status).toBeLessThan(500)
          expect(typeof reply.body.msg).toBe('string')
          if (reply.status !== 200) expect(reply.body.code).not.toBe(0)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never answers 500 to arbitrary text bodies, headers or query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.string({ maxLength: 200 }),
        fc.string({ maxLength: 60 }),
        async ([method, path], raw, query) => {
          const reply = await call(app, method, `${api}${path}?q=${encodeURIComponent(query)}`, {
            raw,
            headers: { 'idempotency-key': query.replace(/[^\x21-\x7e]/g, '') || 'k' },
          })
          expect(reply.status).toBeLessThan(500)
          expect(reply.body.rid).toMatch(/^rid_/)
        },
      ),
      { numRuns: 300 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        async (cursor, size) => {
          const reply = await call(
            app,
            'GET',
            `${api}/covers?cursor=${encodeURIComponent(cursor)}&page_size=${encodeURIComponent(size)}`,
          )
          expect(reply.status).toBeLessThan(500)
        },
      ),
      { numRuns: 200 },
    )
  })
})
