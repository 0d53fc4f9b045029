import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { MEDIA_PROXY_PATH } from '@podscene/core'
import { createMediaProxy, type MediaProxyOptions } from './media-proxy.ts'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/**
 * What the render page may reach: its own origin (its files and the media proxy), and data:/blob:
 * media. Anything cross-origin — another host, the sandbox API, an internal address — is refused
 * by Chromium itself, whatever a script in the page tries.
 */
export const RENDER_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data: blob:",
  "connect-src 'self' data: blob:",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

export interface RenderServer {
  origin: string
  /** Why media URLs were refused, cut or failed in the media proxy, by URL. */
  mediaProblems(): Map<string, string>
  close(): Promise<void>
}

/**
 * Serves the built render page (`dir`, read-only) and the media proxy (`/_media?url=`,
 * media-proxy.ts, with `media`'s policy and limits) on 127.0.0.1 at a free port. Requests for
 * any other Host than its own `127.0.0.1:<port>` are refused (421), so a page elsewhere that
 * rebinds a name to 127.0.0.1 cannot use it.
 */
export async function startRenderServer(
  dir: string,
  media: MediaProxyOptions = {},
): Promise<RenderServer> {
  const proxy = createMediaProxy(media)
  let host = ''
  const server: Server = createServer((request, response) => {
    if (request.headers.host !== host) {
      response
        .writeHead(421, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`this render server answers only for Host ${host}\n`)
      return
    }
    const url = new URL(request.url ?? '/', 'http://render.invalid')
    if (url.pathname === MEDIA_PROXY_PATH) {
      proxy.handle(request, response, url.searchParams.get('url'))
      return
    }
    let path: string
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    const file = normalize(join(dir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(dir + sep)) {
      response.writeHead(403).end()
      return
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': types[extname(file)] ?? 'application/octet-stream',
            'content-security-policy': RENDER_PAGE_CSP,
            'x-content-type-options': 'nosniff',
          })
          .end(body),
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  host = `127.0.0.1:${port}`
  return {
    origin: `http://${host}`,
    mediaProblems: () => proxy.problems(),
    close: () =>
      new Promise((resolve) => {
        proxy.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
