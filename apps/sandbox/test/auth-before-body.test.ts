import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { key, otherKey, tempDbPath } from './helpers.ts'
import { firstAnswer, openRaw, waitFor } from './raw-socket.ts'

const post = (path: string, length: number, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: h\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\n${extra}\r\n`

describe('route and key are checked before the body is read (issue 26 item 4)', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 3, lingerMs: 200 })
  })
  afterAll(() => sandbox.close())

  /** Sends only the headers of a `length`-byte body and returns the answer that comes anyway. */
  async function answerWithoutBody(path: string, length: number, extra = '') {
    const c = await openRaw(sandbox.port)
    try {
      await c.send(post(path, length, extra))
      await waitFor(
        `an answer to POST ${path} before its body`,
        () => c.received().includes('\r\n\r\n{'),
        5_000,
      )
      await c.closed(5_000) // the connection closes: what is left of the body is not waited for
      return firstAnswer(c.received())
    } finally {
      c.socket.destroy()
    }
  }

  it('POST /nowhere with malformed JSON is 404, not 400', async () => {
    const c = await openRaw(sandbox.port)
    await c.send(`${post('/nowhere', 4)}{bad`)
    await c.closed(5_000)
    const answer = firstAnswer(c.received())
    expect(answer.status).toBe(404)
    expect(answer.body.cause).toBe('route_not_found')
  })

  it('an unknown route is 404 before its body arrives', async () => {
    const answer = await answerWithoutBody('/nowhere', 4_000_000)
    expect(answer.status).toBe(404)
    expect(answer.head).toContain('connection: close')
  })

  it('a known path with another method is 405 before its body arrives', async () => {
    const answer = await answerWithoutBody(
      '/open/podcast/v1/capabilities',
      4_000_000,
      `X-Api-Key: ${otherKey}\r\n`,
    )
    expect(answer.status).toBe(405)
    expect(answer.head).toContain('allow: get')
  })

  it('no key or an unknown key is 401 before the body arrives, also spelled /%6fpen/', async () => {
    for (const path of ['/open/podcast/v1/image_templates', '/%6fpen/podcast/v1/image_templates']) {
      const missing = await answerWithoutBody(path, 4_000_000)
      expect(missing.status).toBe(401)
      expect(missing.body.cause).toBe('missing_api_key')
      const unknown = await answerWithoutBody(path, 4_000_000, 'X-Api-Key: nope\r\n')
      expect(unknown.body.cause).toBe('unknown_api_key')
    }
  })

  it('after an early answer the rest of a large body is not read: the connection closes', async () => {
    const c = await openRaw(sandbox.port)
    await c.send(post('/open/podcast/v1/image_templates', 50_000_000))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    // At most 800 chunks (50 MB); the server stops reading after lingerMs.
    for (let i = 0; i < 800 && (await c.send(chunk)); i += 1) sent += chunk.length
    expect(firstAnswer(c.received()).status).toBe(401)
    expect(sent).toBeLessThan(50_000_000)
    c.socket.destroy()
  })

  it('unknown routes count against the key’s rate limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) {
      const c = await openRaw(sandbox.port)
      await c.send(
        `GET /nowhere HTTP/1.1\r\nHost: h\r\nX-Api-Key: ${key}\r\nConnection: close\r\n\r\n`,
      )
      await c.closed(5_000)
      statuses.push(firstAnswer(c.received()).status)
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429])
  })
})
