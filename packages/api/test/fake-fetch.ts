import { createClient, type ClientOptions } from '../src/index.ts'

export type Reply =
  | { status?: number; body?: unknown; text?: string; headers?: Record<string, string> }
  | { error: Error }
  /** Never answers; rejects like a real fetch when the request's signal aborts. */
  | { hang: true }
  /** Never answers and ignores the signal (a badly behaved injected fetch). */
  | { hangForever: true }

export interface RecordedCall {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
  signal: AbortSignal | undefined
}

export const testKey = 'sk-test-SECRET-0123456789'

/** A fetch that answers from a script, in order, and records every request. */
export function scriptedFetch(replies: Reply[]) {
  const calls: RecordedCall[] = []
  const queue = [...replies]
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, name) => (headers[name] = value))
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      headers,
      body,
      signal: init.signal ?? undefined,
    })
    const reply = queue.shift()
    if (!reply) throw new Error(`scriptedFetch: no reply left for call ${calls.length} (${input})`)
    if ('error' in reply) throw reply.error
    if ('hang' in reply) {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    }
    if ('hangForever' in reply) return new Promise(() => {})
    const text = reply.text ?? JSON.stringify(reply.body)
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    })
  }
  return { fetch, calls, remaining: () => queue.length }
}

export function ok(data: unknown, rid = 'rid-ok'): Reply {
  return { status: 200, body: { code: 0, msg: 'ok', cause: '', details: null, rid, data } }
}

export function fail(
  status: number,
  code: number,
  msg = 'failed',
  extra: { details?: unknown; cause?: string; headers?: Record<string, string>; rid?: string } = {},
): Reply {
  return {
    status,
    headers: extra.headers,
    body: {
      code,
      msg,
      cause: extra.cause ?? 'test_cause',
      details: extra.details ?? null,
      rid: extra.rid ?? 'rid-fail',
      data: null,
    },
  }
}

export function connectionReset(): Reply {
  return {
    error: new TypeError('fetch failed', { cause: new Error('socket hang up (ECONNRESET)') }),
  }
}

/** A client over a scripted fetch with recorded, instant sleeps and a fixed random. */
export function clientWith(replies: Reply[], options: Partial<ClientOptions> = {}) {
  const fake = scriptedFetch(replies)
  const sleeps: number[] = []
  const client = createClient({
    baseUrl: 'http://127.0.0.1:9',
    apiKey: testKey,
    fetch: fake.fetch,
    retry: { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1000 },
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    random: () => 0.5,
    ...options,
  })
  return { client, calls: fake.calls, sleeps, remaining: fake.remaining }
}

export function project(overrides: Record<string, unknown> = {}) {
  return {
    id: 'prj-1',
    title: 'Demo',
    status: 1,
    err_code: '',
    err_msg: '',
    progress: 100,
    ...overrides,
  }
}

/** A cover list item with every field of spec §2.5 (overrides win). */
export function coverItem(overrides: Record<string, unknown> = {}) {
  return {
    aspect_ratio: 0,
    cover_id: 1,
    create_time: 1700000000,
    err_msg: '',
    image_url: 'https://x/c.png',
    model: 4,
    output_index: 0,
    photo_unique_id: 'p-1',
    progress: 100,
    progress_desc: 'done',
    prompt: 'a cover',
    quality: 'high',
    resolution: '2K',
    reference_images: [],
    ...overrides,
  }
}
