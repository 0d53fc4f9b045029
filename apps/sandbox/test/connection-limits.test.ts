import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { key, tempDbPath } from './helpers.ts'
import { firstAnswer, openRaw, type RawConnection } from './raw-socket.ts'

const headers = (length: number) =>
  `POST /open/podcast/v1/image_templates HTTP/1.1\r\nHost: h\r\nX-Api-Key: ${key}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`

// Small limits so the tests run fast; the waits below are bounds for a slow shared machine, not
// measurements.
const limits = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  idleTimeoutMs: 1_500,
  keepAliveTimeoutMs: 300,
  maxConnections: 4,
  lingerMs: 200,
}

describe('connections are bounded in time and number (issue 26 item 3)', () => {
  let sandbox: RunningSandbox
  const open: RawConnection[] = []
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 0, ...limits })
  })
  afterAll(async () => {
    for (const c of open) c.socket.destroy()
    await sandbox.close()
  })
  const connect = async () => {
    const c = await openRaw(sandbox.port)
    open.push(c)
    return c
  }

  it('a body trickling one byte at a time is answered 408 and closed', async () => {
    const c = await connect()
    await c.send(headers(100))
    // At most 30 bytes, one every 100 ms: without a request timeout the server waits forever.
    for (let i = 0; i < 30 && (await c.send('{')); i += 1) await sleep(100)
    await c.closed(5_000)
    const answer = firstAnswer(c.received())
    expect(answer.status).toBe(408)
    expect(answer.body.code).toBe(40800)
    expect(answer.body.cause).toBe('request_timeout')
  })

  it('headers that never finish are answered 408 and closed', async () => {
    const c = await connect()
    await c.send(`GET /open/podcast/v1/capabilities HTTP/1.1\r\nHost: h\r\n`)
    for (let i = 0; i < 30 && (await c.send('X-A: b\r\n')); i += 1) await sleep(100)
    await c.closed(5_000)
    expect(firstAnswer(c.received()).status).toBe(408)
  })

  it('an idle keep-alive connection is closed after keepAliveTimeoutMs', async () => {
    const c = await connect()
    await c.send(
      `GET /open/podcast/v1/capabilities HTTP/1.1\r\nHost: h\r\nX-Api-Key: ${key}\r\n\r\n`,
    )
    await c.closed(5_000)
    expect(firstAnswer(c.received()).status).toBe(200)
  })

  it('a connection that sends nothing is answered 408 and closed', async () => {
    const c = await connect()
    await c.closed(5_000)
    expect(firstAnswer(c.received()).status).toBe(408)
  })

  it('one connection over maxConnections is answered 503 and closed; the others are served', async () => {
    const held: RawConnection[] = []
    for (let i = 0; i < limits.maxConnections; i += 1) {
      const c = await connect()
      await c.send(headers(1_000))
      held.push(c)
    }
    await sleep(100)
    const extra = await connect()
    await extra.send(
      `GET /open/podcast/v1/capabilities HTTP/1.1\r\nHost: h\r\nX-Api-Key: ${key}\r\n\r\n`,
    )
    await extra.closed(5_000)
    const answer = firstAnswer(extra.received())
    expect(answer.status).toBe(503)
    expect(answer.body.code).toBe(50300)
    expect(answer.body.cause).toBe('too_many_connections')
    expect(answer.body.details).toEqual({ max_connections: limits.maxConnections })
    expect(answer.head).toContain('retry-after: 1')
    // The held ones time out (408), which frees their places.
    for (const c of held) await c.closed(5_000)
    const after = await connect()
    await after.send(
      `GET /open/podcast/v1/capabilities HTTP/1.1\r\nHost: h\r\nX-Api-Key: ${key}\r\nConnection: close\r\n\r\n`,
    )
    await after.closed(5_000)
    expect(firstAnswer(after.received()).status).toBe(200)
  })
})

describe('a flood past twice maxConnections is closed unanswered (issue 26 item 3)', () => {
  let sandbox: RunningSandbox
  const open: RawConnection[] = []
  beforeAll(async () => {
    sandbox = await startSandbox({
      dbPath: tempDbPath(),
      rateLimitPerMinute: 0,
      maxConnections: 2,
      lingerMs: 5_000, // refused connections linger at most 1 s
      requestTimeoutMs: 5_000,
    })
  })
  afterAll(async () => {
    for (const c of open) c.socket.destroy()
    await sandbox.close()
  })

  it('holds at most 2 × maxConnections sockets', async () => {
    const connect = async () => {
      const c = await openRaw(sandbox.port)
      open.push(c)
      return c
    }
    for (let i = 0; i < 2; i += 1) await (await connect()).send(headers(1_000))
    await sleep(100)
    const refused = [await connect(), await connect()]
    const dropped = await connect()
    await dropped.closed(5_000)
    expect(dropped.received()).toBe('')
    for (const c of refused) {
      await c.closed(5_000)
      expect(firstAnswer(c.received()).body.cause).toBe('too_many_connections')
    }
  })
})

describe('a connection silent mid-request is answered 408 idle_timeout (issue 26 item 3)', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({
      dbPath: tempDbPath(),
      rateLimitPerMinute: 0,
      requestTimeoutMs: 0, // off, so only the idle timeout can end it
      idleTimeoutMs: 400,
    })
  })
  afterAll(() => sandbox.close())

  it('after idleTimeoutMs without a byte', async () => {
    const c = await openRaw(sandbox.port)
    await c.send(`${headers(100)}{`)
    await c.closed(5_000)
    const answer = firstAnswer(c.received())
    expect(answer.status).toBe(408)
    expect(answer.body.cause).toBe('idle_timeout')
    expect(answer.body.details).toEqual({ idle_timeout_ms: 400 })
  })
})
