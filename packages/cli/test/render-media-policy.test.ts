import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderPageDir } from '../src/render/build-page.ts'
import {
  addressRefusal,
  allowedMediaOrigins,
  fetchAllowedMedia,
  MediaRefusedError,
} from '../src/render/media-policy.ts'
import { decodePng, pixelAt } from './png.ts'
import { startRenderServer, type RenderServer } from '../src/render/render-server.ts'
import { solidPng } from './media-server.ts'
import { runCli } from './run-cli.ts'

/**
 * Issue 26 item 2: the render's media proxy reached loopback and internal addresses in every
 * spelling, followed redirects into them, passed untyped and octet-stream bodies, and the render
 * server answered any Host. Every request loop here is bounded in count and time.
 */

interface Loopback {
  origin: string
  port: number
  requests: string[]
  close(): Promise<void>
}

const CHUNK = Buffer.alloc(64 * 1024, 1)

/** A loopback "internal service": a red PNG and the answers an attacker would set up. */
async function startLoopback(): Promise<Loopback> {
  const red = solidPng(16, [255, 0, 0])
  const requests: string[] = []
  const hanging = new Set<ServerResponse>()
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    requests.push(url.pathname + url.search)
    if (url.pathname === '/red.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(red)
    else if (url.pathname === '/octet')
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(red)
    else if (url.pathname === '/untyped') {
      response.removeHeader('content-type')
      response.writeHead(200).end(red)
    } else if (url.pathname === '/redirect')
      response.writeHead(302, { location: url.searchParams.get('to')! }).end()
    else if (url.pathname === '/loop') response.writeHead(302, { location: '/loop' }).end()
    else if (url.pathname === '/forever') {
      // An endless PNG, bounded here at 256 MiB or when the reader goes away.
      response.writeHead(200, { 'content-type': 'image/png' })
      let sent = 0
      const pump = () => {
        while (sent < 256 * 1024 * 1024 && !response.destroyed) {
          sent += CHUNK.length
          if (!response.write(CHUNK)) return void response.once('drain', pump)
        }
        response.end()
      }
      pump()
    } else if (url.pathname === '/hang') hanging.add(response)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

let service: Loopback
let other: Loopback
beforeAll(async () => {
  service = await startLoopback()
  other = await startLoopback()
})
afterAll(async () => {
  await service?.close()
  await other?.close()
})

/** The spellings of loopback and internal hosts that reached the service before. */
const internalHosts = (port: number) => [
  `127.0.0.1:${port}`,
  `[::1]:${port}`,
  `2130706433:${port}`,
  `0x7f000001:${port}`,
  `0177.0.0.1:${port}`,
  `127.1:${port}`,
  `0.0.0.0:${port}`,
  `localhost:${port}`,
  `[::ffff:127.0.0.1]:${port}`,
  `[::127.0.0.1]:${port}`,
  '169.254.169.254',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1',
  '[fe80::1]',
  '[fc00::1]',
  '[fd12:3456::1]',
  '224.0.0.1',
]

describe('the media policy', () => {
  it('refuses loopback, link-local, private, CGNAT, unspecified and mapped addresses', () => {
    for (const host of internalHosts(80).filter((h) => !h.startsWith('localhost'))) {
      const hostname = new URL(`http://${host}/`).hostname
      expect(addressRefusal(hostname), host).toMatch(/^\S+ is (a|an|the) /)
    }
    expect(addressRefusal('127.0.0.1')).toBe('127.0.0.1 is a loopback address')
    expect(addressRefusal('[::ffff:7f00:1]')).toBe('[::ffff:7f00:1] is a loopback address')
    expect(addressRefusal('169.254.169.254')).toBe('169.254.169.254 is a link-local address')
    expect(addressRefusal('100.64.0.1')).toBe('100.64.0.1 is a shared (carrier-grade NAT) address')
    expect(addressRefusal('0.0.0.0')).toBe('0.0.0.0 is the unspecified address')
    expect(addressRefusal('[::7f00:1]')).toBe('[::7f00:1] is an IPv4-compatible address')
    expect(addressRefusal('93.184.215.14')).toBeNull()
    expect(addressRefusal('2606:4700:4700::1111')).toBeNull()
  })

  it('checks every address a name resolves to, not only the first', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ]
    const attempt = fetchAllowedMedia('http://cdn.example/a.png', { policy: { resolve } })
    await expect(attempt).rejects.toBeInstanceOf(MediaRefusedError)
    await expect(attempt).rejects.toThrow(
      'refused: cdn.example resolves to a private address (10.1.2.3); allow it with --allow-media-origin http://cdn.example or PODSCENE_ALLOW_MEDIA_ORIGINS',
    )
  })

  it('connects to the address it checked (a name that resolves to loopback is refused)', async () => {
    let lookups = 0
    const resolve = async () => {
      lookups++
      return [{ address: '127.0.0.1', family: 4 }]
    }
    await expect(
      fetchAllowedMedia(`http://rebind.example:${service.port}/red.png`, { policy: { resolve } }),
    ).rejects.toThrow('rebind.example resolves to a loopback address (127.0.0.1)')
    expect(lookups).toBe(1)
    expect(service.requests).toEqual([])
  })

  it('reads allowed origins from the flag and the environment, exactly', () => {
    expect(
      allowedMediaOrigins(['http://127.0.0.1:8080/', 'HTTP://LOCALHOST:80'], ' http://[::1]:9, '),
    ).toEqual(['http://127.0.0.1:8080', 'http://localhost', 'http://[::1]:9'])
    expect(() => allowedMediaOrigins(['http://127.0.0.1:8080/media'], '')).toThrow(
      "--allow-media-origin: 'http://127.0.0.1:8080/media' is not an origin like http://127.0.0.1:8080 (scheme, host and port only)",
    )
    expect(() => allowedMediaOrigins([], 'ftp://x')).toThrow(
      "PODSCENE_ALLOW_MEDIA_ORIGINS: 'ftp://x' is not an origin",
    )
  })
})

describe('the render server and its media proxy', { timeout: 60_000 }, () => {
  let server: RenderServer
  let allowing: RenderServer
  beforeAll(async () => {
    const dir = await renderPageDir()
    server = await startRenderServer(dir, { maxBytes: 1024 * 1024, timeoutMs: 1500 })
    allowing = await startRenderServer(dir, {
      policy: { allowedOrigins: [service.origin] },
      maxBytes: 1024 * 1024,
      timeoutMs: 1500,
    })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await allowing?.close()
  })

  const viaProxy = async (render: RenderServer, url: string) => {
    const response = await fetch(`${render.origin}/_media?url=${encodeURIComponent(url)}`, {
      signal: AbortSignal.timeout(10_000),
    })
    const body = Buffer.from(await response.arrayBuffer())
    return { status: response.status, body, text: body.toString('utf8').trimEnd() }
  }

  it('refuses every spelling of loopback and internal hosts, before connecting', async () => {
    service.requests.length = 0
    for (const host of internalHosts(service.port)) {
      const { status, text } = await viaProxy(server, `http://${host}/red.png`)
      expect(status, host).toBe(403)
      expect(text, host).toMatch(
        /^refused: \S+ (is|resolves to) (a|the|an) .+; allow it with --allow-media-origin http/,
      )
    }
    expect(service.requests).toEqual([])
    const refused = await viaProxy(server, `${service.origin}/red.png`)
    expect(refused.text).toBe(
      `refused: 127.0.0.1 is a loopback address; allow it with --allow-media-origin ${service.origin} or PODSCENE_ALLOW_MEDIA_ORIGINS`,
    )
    expect(server.mediaProblems().get(`${service.origin}/red.png`)).toBe(refused.text)
  })

  it('passes media from an allowed origin, and only that exact origin', async () => {
    const ok = await viaProxy(allowing, `${service.origin}/red.png`)
    expect(ok.status).toBe(200)
    expect(ok.body.subarray(1, 4).toString()).toBe('PNG')
    const otherPort = await viaProxy(allowing, `${other.origin}/red.png`)
    expect(otherPort.status).toBe(403)
  })

  it('checks every redirect hop, and follows at most 5', async () => {
    other.requests.length = 0
    const into = await viaProxy(
      allowing,
      `${service.origin}/redirect?to=${encodeURIComponent(`${other.origin}/red.png`)}`,
    )
    expect(into.status).toBe(403)
    expect(into.text).toBe(
      `refused: 127.0.0.1 is a loopback address; allow it with --allow-media-origin ${other.origin} or PODSCENE_ALLOW_MEDIA_ORIGINS`,
    )
    expect(other.requests).toEqual([])
    const spelled = await viaProxy(
      allowing,
      `${service.origin}/redirect?to=${encodeURIComponent(`http://0x7f000001:${other.port}/red.png`)}`,
    )
    expect(spelled.status).toBe(403)
    service.requests.length = 0
    const loop = await viaProxy(allowing, `${service.origin}/loop`)
    expect(loop).toMatchObject({ status: 502, text: 'failed to load (more than 5 redirects)' })
    expect(service.requests).toHaveLength(6)
  })

  it('passes only media content types (no octet-stream, no missing type)', async () => {
    const octet = await viaProxy(allowing, `${service.origin}/octet`)
    expect(octet.status).toBe(415)
    expect(octet.text).toBe(
      'not media: application/octet-stream (only image/, audio/, video/ and font/ types are passed on)',
    )
    const untyped = await viaProxy(allowing, `${service.origin}/untyped`)
    expect(untyped).toMatchObject({
      status: 415,
      text: 'not media: the response has no content type',
    })
  })

  it('cuts an endless body at the size limit and a hanging one at the time limit', async () => {
    const endless = await fetch(
      `${allowing.origin}/_media?url=${encodeURIComponent(`${service.origin}/forever`)}`,
      { signal: AbortSignal.timeout(10_000) },
    )
    expect(endless.status).toBe(200)
    let received = 0
    const reader = endless.body!.getReader()
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return
          received += value.byteLength
        }
      })(),
    ).rejects.toThrow()
    expect(received).toBeLessThanOrEqual(1024 * 1024)
    expect(allowing.mediaProblems().get(`${service.origin}/forever`)).toBe(
      'larger than the media size limit of 1 MiB (was cut; raise it with --media-max-mb)',
    )
    const hanging = await viaProxy(allowing, `${service.origin}/hang`)
    expect(hanging).toMatchObject({
      status: 504,
      text: 'timed out after 1.5 s (media proxy limit)',
    })
  })

  it('answers only for its own Host', async () => {
    const port = new URL(server.origin).port
    const answer = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/index.html', headers: { host } },
          (response) => {
            let body = ''
            response.on('data', (chunk: Buffer) => (body += chunk.toString()))
            response.on('end', () => resolve({ status: response.statusCode!, body }))
          },
        )
        request.on('error', reject)
        request.end()
      })
    expect((await answer(`127.0.0.1:${port}`)).status).toBe(200)
    for (const host of [`evil.example:${port}`, `localhost:${port}`, '127.0.0.1']) {
      expect(await answer(host), host).toEqual({
        status: 421,
        body: `this render server answers only for Host 127.0.0.1:${port}\n`,
      })
    }
  })
})

describe('podscene render and internal media', { timeout: 240_000 }, () => {
  const template = (path: string) => ({
    aspect_ratio: 1,
    scene: {
      bg_color: '#000000',
      tracks: [
        {
          index: 0,
          key: 't',
          layers: [
            {
              key: 'img',
              type: 'image',
              x: 0,
              y: 0,
              w: 100,
              h: 100,
              fit_mode: 'fill',
              path,
              timeline: { start: 0, end: 0 },
            },
          ],
        },
      ],
    },
  })

  it('draws a placeholder naming why, instead of the pixels of a loopback service', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'podscene-render-policy-'))
    const url = `http://2130706433:${service.port}/red.png`
    await writeFile(join(dir, 't.json'), JSON.stringify(template(url)))
    const out = join(dir, 'frame.png')
    const r = await runCli(['render', 't.json', '-o', out], dir, { timeoutMs: 180_000 })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toBe(
      `podscene render: placeholder for ${url}: refused: 127.0.0.1 is a loopback address; allow it with --allow-media-origin ${service.origin} or PODSCENE_ALLOW_MEDIA_ORIGINS\n`,
    )
    expect(pixelAt(decodePng(await readFile(out)), 50, 50)).not.toEqual([255, 0, 0, 255])
  })

  it('says which origin is wrong, before starting Chromium', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'podscene-render-policy-'))
    await writeFile(join(dir, 't.json'), JSON.stringify(template('https://cdn.example/a.png')))
    const r = await runCli(
      ['render', 't.json', '-o', 'x.png', '--allow-media-origin', '127.0.0.1:8080'],
      dir,
    )
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      "podscene render: --allow-media-origin: '127.0.0.1:8080' is not an origin like http://127.0.0.1:8080",
    )
    const env = await runCli(['render', 't.json', '-o', 'x.png'], dir, {
      env: { PODSCENE_ALLOW_MEDIA_ORIGINS: 'http://a.example/x' },
    })
    expect(env.code).toBe(2)
    expect(env.stderr).toContain(
      "podscene render: PODSCENE_ALLOW_MEDIA_ORIGINS: 'http://a.example/x'",
    )
  })
})
