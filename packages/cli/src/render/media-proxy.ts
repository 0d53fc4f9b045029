import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  fetchAllowedMedia,
  isFetchableMediaUrl,
  MediaFetchError,
  MediaRefusedError,
  mediaTypeRefusal,
  type MediaPolicyOptions,
} from './media-policy.ts'

/** Limits of the media proxy; every proxied response is cut at either. */
export interface MediaProxyOptions {
  /** Which addresses and origins media may come from (media-policy.ts); default: public only. */
  policy?: MediaPolicyOptions
  /** Largest body passed on per request, in bytes (default 1 GiB). */
  maxBytes?: number
  /** Longest time one proxied request may take, headers and body (default 120 s). */
  timeoutMs?: number
}

export const DEFAULT_MEDIA_MAX_BYTES = 1024 * 1024 * 1024
export const DEFAULT_MEDIA_PROXY_TIMEOUT_MS = 120_000

/** The abort reason of a request cut by `timeoutMs` (other aborts: the page closed it). */
const TIMED_OUT = Symbol('media proxy timeout')

export interface MediaProxy {
  handle(request: IncomingMessage, response: ServerResponse, target: string | null): void
  /** Why media URLs were refused, cut or failed here, by URL (shown instead of the page's reason). */
  problems(): Map<string, string>
  close(): void
}

/**
 * The render server's same-origin media route, `GET /_media?url=<http(s) URL>`: the render page
 * loads template media through it, so Chromium needs no `--disable-web-security` and the frame
 * is not tainted. It fetches only URLs that docs/architecture.md §2 allows, on addresses the media policy
 * allows (media-policy.ts: public addresses, or an allowed origin, checked on every redirect
 * hop), forwards only `Range`, sends no cookies, passes on only media content types, and cuts a
 * body at `maxBytes` or `timeoutMs`. Refusals are one-line text/plain answers, and are kept in
 * `problems()` so that the CLI can say why a placeholder was drawn.
 */
export function createMediaProxy(options: MediaProxyOptions = {}): MediaProxy {
  const inFlight = new Set<AbortController>()
  const problems = new Map<string, string>()
  const limits = {
    policy: options.policy ?? {},
    maxBytes: options.maxBytes ?? DEFAULT_MEDIA_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? DEFAULT_MEDIA_PROXY_TIMEOUT_MS,
  }
  return {
    handle(request, response, target) {
      const refused = refusal(request.method, target)
      if (refused) return answer(response, refused.status, refused.message)
      const abort = new AbortController()
      inFlight.add(abort)
      const timer = setTimeout(() => abort.abort(TIMED_OUT), limits.timeoutMs)
      response.on('close', () => {
        clearTimeout(timer)
        abort.abort()
        inFlight.delete(abort)
      })
      const note = (reason: string) => problems.set(target!, reason)
      void forward(request, response, target!, abort.signal, limits, note)
    },
    problems: () => new Map(problems),
    close() {
      for (const abort of inFlight) abort.abort()
    },
  }
}

function refusal(
  method: string | undefined,
  target: string | null,
): { status: number; message: string } | null {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, message: 'only GET and HEAD' }
  if (!target) return { status: 400, message: 'missing ?url=' }
  if (!isFetchableMediaUrl(target)) {
    return { status: 403, message: 'not a media URL this proxy fetches (http: or https: only)' }
  }
  return null
}

async function forward(
  request: IncomingMessage,
  response: ServerResponse,
  target: string,
  signal: AbortSignal,
  limits: Required<Omit<MediaProxyOptions, 'policy'>> & { policy: MediaPolicyOptions },
  note: (reason: string) => void,
): Promise<void> {
  const fail = (status: number, reason: string) => {
    note(reason)
    answer(response, status, reason)
  }
  const timedOut = () => `timed out after ${limits.timeoutMs / 1000} s (media proxy limit)`
  let upstream
  try {
    const range = request.headers.range
    upstream = await fetchAllowedMedia(target, {
      policy: limits.policy,
      method: request.method as 'GET' | 'HEAD',
      headers: range ? { range } : {},
      signal,
    })
  } catch (error) {
    if (error instanceof MediaRefusedError) return fail(403, `refused: ${error.reason}`)
    if (signal.reason === TIMED_OUT) return fail(504, timedOut())
    if (signal.aborted) return answer(response, 499, 'closed')
    const why = error instanceof MediaFetchError ? error.reason : (error as Error).message
    return fail(502, `failed to load (${why})`)
  }
  const { status, headers, body } = upstream
  if (status < 200 || status >= 300) {
    body.destroy()
    return fail(502, `failed to load (HTTP ${status})`)
  }
  const notMedia = mediaTypeRefusal(headers['content-type'])
  if (notMedia) {
    body.destroy()
    return fail(415, notMedia)
  }
  const length = Number(headers['content-length'])
  if (Number.isFinite(length) && length > limits.maxBytes) {
    body.destroy()
    return fail(413, tooLarge(limits.maxBytes, `is ${mib(length)}`))
  }
  const passed: Record<string, string> = {
    'content-type': headers['content-type']!.split(';')[0]!.trim().toLowerCase(),
    ...SAFE_HEADERS,
  }
  for (const name of ['content-length', 'content-range', 'accept-ranges']) {
    const value = headers[name]
    if (typeof value === 'string') passed[name] = value
  }
  response.writeHead(status, passed)
  if (request.method === 'HEAD') {
    body.destroy()
    response.end()
    return
  }
  let bytes = 0
  body.on('data', (chunk: Buffer) => {
    bytes += chunk.length
    if (bytes > limits.maxBytes) {
      note(tooLarge(limits.maxBytes, 'was cut'))
      body.destroy()
      response.destroy()
    }
  })
  body.on('error', () => {
    if (signal.reason === TIMED_OUT) note(timedOut())
    response.destroy()
  })
  body.pipe(response)
}

function tooLarge(maxBytes: number, what: string): string {
  return `larger than the media size limit of ${mib(maxBytes)} (${what}; raise it with --media-max-mb)`
}

function mib(bytes: number): string {
  const value = bytes / (1024 * 1024)
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} MiB`
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
