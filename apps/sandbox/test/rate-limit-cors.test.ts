import { describe, expect, it } from 'vitest'
import { api, call, manualClock, newApp, otherKey } from './helpers.ts'

describe('rate limit', () => {
  it('answers 429 with Retry-After once a key exceeds its per-minute limit, per key', async () => {
    const clock = manualClock()
    const app = await newApp({ rateLimitPerMinute: 5, now: clock.now })
    try {
      for (let i = 0; i < 5; i++)
        expect((await call(app, 'GET', `${api}/capabilities`)).status).toBe(200)
      clock.advance(20_000)
      const limited = await call(app, 'GET', `${api}/capabilities`)
      expect(limited.status).toBe(429)
      expect(limited.body.code).toBe(42900)
      expect(limited.headers['retry-after']).toBe('40')
      expect((await call(app, 'GET', `${api}/capabilities`, { key: otherKey })).status).toBe(200)
      expect((await call(app, 'GET', '/_sandbox/seed')).status).toBe(200)
      clock.advance(40_000)
      expect((await call(app, 'GET', `${api}/capabilities`)).status).toBe(200)
    } finally {
      await app.close()
    }
  })
})

describe('CORS', () => {
  const preflight = (origin: string) => ({
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'x-api-key,idempotency-key,content-type',
  })

  it('allows the studio on loopback origins and exposes the headers clients read', async () => {
    const app = await newApp()
    try {
      for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173']) {
        const reply = await app.inject({
          method: 'OPTIONS',
          url: `${api}/backgrounds`,
          headers: preflight(origin),
        })
        expect(reply.statusCode).toBe(204)
        expect(reply.headers['access-control-allow-origin']).toBe(origin)
        const allowed = String(reply.headers['access-control-allow-headers']).toLowerCase()
        expect(allowed).toContain('x-api-key')
        expect(allowed).toContain('idempotency-key')
        expect(reply.headers['x-request-id']).toMatch(/^rid_/)
      }
      const actual = await call(app, 'GET', `${api}/capabilities`, {
        headers: { origin: 'http://localhost:5173' },
      })
      const exposed = String(actual.headers['access-control-expose-headers'])
      expect(exposed).toContain('Retry-After')
      expect(exposed).toContain('X-Request-Id')
      const foreign = await app.inject({
        method: 'OPTIONS',
        url: `${api}/backgrounds`,
        headers: preflight('https://evil.example'),
      })
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    } finally {
      await app.close()
    }
  })

  it('follows configured origins instead of the defaults', async () => {
    const app = await newApp({ corsOrigins: ['https://studio.example'] })
    try {
      const ok = await app.inject({
        method: 'OPTIONS',
        url: `${api}/covers`,
        headers: preflight('https://studio.example'),
      })
      expect(ok.headers['access-control-allow-origin']).toBe('https://studio.example')
      const local = await app.inject({
        method: 'OPTIONS',
        url: `${api}/covers`,
        headers: preflight('http://localhost:5173'),
      })
      expect(local.headers['access-control-allow-origin']).toBeUndefined()
    } finally {
      await app.close()
    }
  })
})
