import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { key, tempDbPath, type Envelope } from './helpers.ts'

/** Sends raw bytes on a fresh connection and reads the answer until the server closes it. */
function raw(port: number, request: string) {
  return new Promise<{ status: number; headers: string; body: Envelope }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n')
      try {
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
          headers: head.toLowerCase(),
          body: JSON.parse(body) as Envelope,
        })
      } catch {
        reject(new Error(`not an envelope: ${JSON.stringify(text.slice(0, 300))}`))
      }
    })
    socket.write(request)
  })
}

const expectEnvelope = (body: Envelope, code: number) => {
  expect(body.code).toBe(code)
  expect(body.rid).toMatch(/^rid_/)
  expect(body.data).toBeNull()
  expect(typeof body.msg).toBe('string')
}

describe('every response the sandbox controls is the envelope (issue 13 item 13)', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 0 })
  })
  afterAll(() => sandbox.close())

  it('a URL over 16 KB: 431', async () => {
    const reply = await raw(
      sandbox.port,
      `GET /open/podcast/v1/covers?x=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: h\r\nX-Api-Key: ${key}\r\n\r\n`,
    )
    expect(reply.status).toBe(431)
    expectEnvelope(reply.body, 43100)
    expect(reply.body.msg).toMatch(/larger than Node's limit of 16 KB/)
    expect(reply.headers).toContain(`x-request-id: ${reply.body.rid}`)
  })

  it('a control character in a header, and an unknown method: 400 naming what', async () => {
    const header = await raw(
      sandbox.port,
      `GET /open/podcast/v1/covers HTTP/1.1\r\nHost: h\r\nX-Api-Key: ${key}\r\nX-Bad: a\x01b\r\n\r\n`,
    )
    expect(header.status).toBe(400)
    expectEnvelope(header.body, 40000)
    expect(header.body.details.path).toBe('headers')

    const method = await raw(
      sandbox.port,
      `FOO /open/podcast/v1/covers HTTP/1.1\r\nHost: h\r\n\r\n`,
    )
    expect(method.status).toBe(400)
    expectEnvelope(method.body, 40000)
    expect(method.body.msg).toBe(
      'method: unknown HTTP method; use GET, POST, PUT, DELETE or OPTIONS',
    )
  })

  it('an Expect header other than 100-continue: 417', async () => {
    const reply = await raw(
      sandbox.port,
      `GET /open/podcast/v1/covers HTTP/1.1\r\nHost: h\r\nX-Api-Key: ${key}\r\nExpect: bogus\r\nConnection: close\r\n\r\n`,
    )
    expect(reply.status).toBe(417)
    expectEnvelope(reply.body, 41700)
  })

  it('a bare OPTIONS (not a CORS preflight) lists the methods of the path', async () => {
    const reply = await raw(
      sandbox.port,
      `OPTIONS /open/podcast/v1/backgrounds HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n`,
    )
    expect(reply.status).toBe(200)
    expectEnvelope({ ...reply.body, data: null }, 0)
    expect(reply.body.data).toEqual({ allowed: ['POST', 'OPTIONS'] })
    expect(reply.headers).toContain('allow: post, options')
    const unknown = await raw(
      sandbox.port,
      `OPTIONS /nowhere HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n`,
    )
    expect(unknown.status).toBe(404)
    expectEnvelope(unknown.body, 40400)
  })

  it('a media range past the end of the file: 416 in the envelope, with Content-Range', async () => {
    const response = await fetch(`${sandbox.url}/media/images/cover-1.png`, {
      headers: { range: 'bytes=99999999-' },
    })
    expect(response.status).toBe(416)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/)
    expectEnvelope((await response.json()) as Envelope, 41600)
  })

  it('an absolute-form request target is served like its path, with the key it sent', async () => {
    const reply = await raw(
      sandbox.port,
      `GET ${sandbox.url}/open/podcast/v1/capabilities HTTP/1.1\r\nHost: h\r\nX-Api-Key: ${key}\r\nConnection: close\r\n\r\n`,
    )
    expect(reply.status, reply.body.msg).toBe(200)
    expect(reply.body.code).toBe(0)
    expect(reply.body.data.project.space).toBe('demo')
  })
})
