import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OssSignResultSchema } from '@podscene/core'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { api, key, manualClock, tempDbPath, type Loose } from './helpers.ts'

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR4nGP8z8DwnwEIGBkZGRgAFQgCAf4fW1YAAAAASUVORK5CYII=',
  'base64',
)

let sandbox: RunningSandbox
const clock = manualClock(Date.now())

beforeAll(async () => {
  sandbox = await startSandbox({
    dbPath: tempDbPath(),
    rateLimitPerMinute: 0,
    now: clock.now,
    uploadMaxBytes: 1000,
    uploadUrlTtlMs: 60_000,
  })
})
afterAll(() => sandbox.close())

async function sign(body: unknown, apiKey: string | null = key) {
  const response = await fetch(`${sandbox.url}${api}/oss/sign`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(apiKey ? { 'x-api-key': apiKey } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, Loose> }
}

const put = (url: string, body: Buffer, contentType = 'image/png') =>
  fetch(url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  })

describe('signed uploads (POST /oss/sign, PUT and GET /oss/objects/*)', () => {
  it('signs an OssSignReq, takes the PUT and serves the bytes with type, Range and open CORS', async () => {
    const signed = await sign({
      filename: 'sunset.png',
      file_size: png.length,
      filetype: 'image/png',
      use_to: 'media',
    })
    expect(signed.status).toBe(200)
    const data = OssSignResultSchema.parse(signed.body.data)
    expect(data.method).toBe('PUT')
    expect(data.headers).toEqual({ 'Content-Type': 'image/png' })
    expect(data.url.startsWith(`${sandbox.url}/oss/objects/u/`)).toBe(true)
    expect(data.url.endsWith('/sunset.png')).toBe(true)
    expect(data.upload_url.startsWith(`${data.url}?expires=`)).toBe(true)
    // Nothing is served before the PUT.
    expect((await fetch(data.url)).status).toBe(404)

    const stored = await put(data.upload_url, png)
    expect(stored.status).toBe(200)
    expect(((await stored.json()) as Loose).data).toMatchObject({ size: png.length, url: data.url })

    const got = await fetch(data.url, { headers: { origin: 'https://elsewhere.example' } })
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('image/png')
    expect(got.headers.get('access-control-allow-origin')).toBe('*')
    expect(got.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true)

    const part = await fetch(data.url, { headers: { range: 'bytes=1-3' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${png.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(1, 4))).toBe(true)
    const beyond = await fetch(data.url, { headers: { range: `bytes=${png.length + 5}-` } })
    expect(beyond.status).toBe(416)

    const head = await fetch(data.url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(png.length))
  })

  it('refuses a PUT whose type, size, signature or expiry does not match what was signed', async () => {
    const { body } = await sign({ filename: 'a.png', file_size: png.length, filetype: 'image/png' })
    const { upload_url, url } = body.data as { upload_url: string; url: string }

    const wrongType = await put(upload_url, png, 'text/html')
    expect(wrongType.status).toBe(403)
    expect(((await wrongType.json()) as Loose).cause).toBe('content_type_mismatch')

    const tooBig = await put(upload_url, Buffer.concat([png, png]))
    expect(tooBig.status).toBe(413)
    expect(((await tooBig.json()) as Loose).cause).toBe('too_large')

    const short = await put(upload_url, png.subarray(0, 10))
    expect(short.status).toBe(400)
    expect(((await short.json()) as Loose).details.reason).toBe('size_mismatch')

    // Change the signature's first character to a different one (a fixed '0' left it unchanged
    // whenever the signature began with '0').
    const tamperedUrl = upload_url.replace(/signature=(.)/, (_, first: string) =>
      first === '0' ? 'signature=1' : 'signature=0',
    )
    expect(tamperedUrl).not.toBe(upload_url)
    const tampered = await put(tamperedUrl, png)
    expect(tampered.status).toBe(403)
    expect(((await tampered.json()) as Loose).cause).toBe('signature_mismatch')

    clock.advance(61_000)
    const late = await put(upload_url, png)
    expect(late.status).toBe(403)
    expect(((await late.json()) as Loose).cause).toBe('expired')
    expect((await fetch(url)).status).toBe(404)
  })

  it('checks the sign request: name, size limit, type per use_to, key and scope', async () => {
    const noName = await sign({ file_size: 3 })
    expect(noName.status).toBe(400)
    expect(noName.body.msg).toBe('filename: is required')

    const huge = await sign({ filename: 'big.png', file_size: 5000 })
    expect(huge.status).toBe(400)
    expect(huge.body.msg).toBe('file_size: must be at most 1000 bytes (got 5000)')

    const html = await sign({ filename: 'x.html', filetype: 'text/html' })
    expect(html.status).toBe(400)
    expect(html.body.msg).toMatch(/^filetype: "text\/html" is not accepted for use_to "media"/)

    const audioAsDp = await sign({ filename: 'v.mp3', use_to: 'dp' })
    expect(audioAsDp.status).toBe(400)
    expect(audioAsDp.body.msg).toMatch(/"audio\/mpeg" is not accepted for use_to "dp"/)

    const inferred = await sign({ filename: 'Inter Bold.woff2' })
    expect(inferred.status).toBe(200)
    expect(inferred.body.data.headers['Content-Type']).toBe('font/woff2')
    expect(inferred.body.data.url.endsWith('/Inter-Bold.woff2')).toBe(true)

    const slash = await sign({ filename: '../etc/passwd.png' })
    expect(slash.status).toBe(400)

    expect((await sign({ filename: 'a.png' }, null)).status).toBe(401)
    expect((await sign({ filename: 'a.png' }, 'sandbox-readonly')).status).toBe(403)
  })
})

describe('SANDBOX_EXTENSIONS=off', () => {
  it('answers 404 on every /_sandbox/* route, with or without a key, and keeps the spec and upload routes', async () => {
    const off = await startSandbox({ rateLimitPerMinute: 0, extensions: false })
    try {
      for (const [method, path] of [
        ['GET', '/_sandbox/seed'],
        ['GET', '/_sandbox/resources'],
        ['GET', '/_sandbox/image_templates/1'],
        ['GET', '/_sandbox/waveforms/1'],
        ['GET', '/_sandbox/requests'],
        ['POST', '/_sandbox/faults'],
        ['DELETE', '/_sandbox/faults'],
        ['POST', '/_sandbox/credits'],
        ['GET', '/_sandbox/anything/else'],
      ] as const) {
        for (const headers of [{ 'x-api-key': key }, {}] as Record<string, string>[]) {
          const response = await fetch(`${off.url}${path}`, { method, headers })
          expect(response.status, `${method} ${path}`).toBe(404)
          expect(((await response.json()) as Loose).cause).toBe('route_not_found')
        }
      }
      const capabilities = await fetch(`${off.url}${api}/capabilities`, {
        headers: { 'x-api-key': key },
      })
      expect(capabilities.status).toBe(200)
      const signed = await fetch(`${off.url}${api}/oss/sign`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ filename: 'a.png', file_size: png.length }),
      })
      const { upload_url, url } = ((await signed.json()) as Loose).data
      expect((await put(upload_url, png)).status).toBe(200)
      expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(png)).toBe(true)
    } finally {
      await off.close()
    }
  })
})
