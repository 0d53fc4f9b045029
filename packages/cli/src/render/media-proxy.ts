import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { isAllowedMediaUrl } from '@podscene/core'

/**
 * The render server's same-origin media route, `GET /_media?url=<http(s) URL>`: the render page
 * loads template media through it, so Chromium needs no `--disable-web-security` and the frame
 * is not tainted. It fetches only URLs that DESIGN §2 allows and that need fetching (http:,
 * https:; blob: and data:image/* never reach it), forwards only `Range`, sends no cookies, and
 * passes on only media responses (image, video, audio, font or untyped bytes), so the page cannot
 * use it to read an API. Refusals are one-line text/plain answers.
 */
export function createMediaProxy(): {
  handle(request: IncomingMessage, response: ServerResponse, target: string | null): void
  close(): void
} {
  const inFlight = new Set<AbortController>()
  return {
    handle(request, response, target) {
      const refused = refusal(request.method, target)
      if (refused) return answer(response, refused.status, refused.message)
      const abort = new AbortController()
      inFlight.add(abort)
      response.on('close', () => {
        abort.abort()
        inFlight.delete(abort)
      })
      void forward(request, response, target!, abort.signal)
    },
    close() {
      for (const abort of inFlight) abort.abort()
    },
  }
}

const MEDIA_TYPE =
  /^(image|video|audio|font)\/|^application\/(octet-stream|ogg|font-[\w.+-]+|x-font-[\w.+-]+|vnd\.ms-fontobject)$|^binary\/octet-stream$/

function refusal(
  method: string | undefined,
  target: string | null,
): { status: number; message: string } | null {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, message: 'only GET and HEAD' }
  if (!target) return { status: 400, message: 'missing ?url=' }
  if (!/^https?:/i.test(target) || !isAllowedMediaUrl(target)) {
    return { status: 403, message: 'not a media URL this proxy fetches (http: or https: only)' }
  }
  return null
}

async function forward(
  request: IncomingMessage,
  response: ServerResponse,
  target: string,
  signal: AbortSignal,
): Promise<void> {
  let upstream: Response
  try {
    const range = request.headers.range
    upstream = await fetch(target, {
      method: request.method,
      headers: range ? { range } : {},
      credentials: 'omit',
      signal,
    })
  } catch (error) {
    return answer(response, 502, `cannot fetch: ${(error as Error).message}`)
  }
  const type = (upstream.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!upstream.ok) {
    await upstream.body?.cancel()
    return answer(response, 502, `upstream answered ${upstream.status}`)
  }
  if (type !== '' && !MEDIA_TYPE.test(type)) {
    await upstream.body?.cancel()
    return answer(response, 415, `not media: ${type}`)
  }
  const headers: Record<string, string> = {
    'content-type': type || 'application/octet-stream',
    ...SAFE_HEADERS,
  }
  for (const name of ['content-length', 'content-range', 'accept-ranges']) {
    const value = upstream.headers.get(name)
    if (value !== null) headers[name] = value
  }
  response.writeHead(upstream.status, headers)
  if (!upstream.body || request.method === 'HEAD') {
    response.end()
    return
  }
  Readable.fromWeb(upstream.body as WebReadableStream)
    .on('error', () => response.destroy())
    .pipe(response)
}

/** Proxied bytes are never run or sniffed as a document of this origin. */
const SAFE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
  'cache-control': 'no-store',
}

function answer(response: ServerResponse, status: number, message: string): void {
  if (response.headersSent) {
    response.destroy()
    return
  }
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...SAFE_HEADERS })
  response.end(`${message}\n`)
}
