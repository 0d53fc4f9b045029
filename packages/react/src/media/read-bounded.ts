import { MediaLoadError, timeoutReason } from './media-status.ts'

/** Limits of one media read: bytes, and time from the request to the last byte. */
export interface BoundedReadOptions {
  /** Largest body accepted, in bytes; a longer one is cut and refused. */
  maxBytes: number
  /** Time limit in ms (an AbortSignal timeout); none when absent. */
  timeoutMs?: number
  /** Aborts the fetch and the read (e.g. the caller gave up). */
  signal?: AbortSignal
}

/** A media body over its byte limit: the stream was cut there. The message names the limit. */
export class MediaTooLargeError extends MediaLoadError {
  override name = 'MediaTooLargeError'
  constructor(readonly maxBytes: number) {
    super(`larger than the limit of ${formatBytes(maxBytes)} (cut there)`)
  }
}

/** `fetch` as PeaksStore and font loaders take it: the signal must reach the request. */
export type MediaFetch = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>

/**
 * Fetches `url` and reads its body within `maxBytes` and `timeoutMs`: the one way media bytes are
 * read in @podscene/react (peaks, audio to decode; fonts can use it too), so an endless or huge
 * response cannot fill the tab. Throws MediaLoadError with the reason: `failed to load (HTTP
 * 404)`, `larger than the limit of 512 MiB (cut there)`, `timed out after 60 s`, `failed to load
 * (connection lost)`.
 */
export async function fetchBounded(
  url: string,
  options: BoundedReadOptions & { fetch?: MediaFetch },
): Promise<ArrayBuffer> {
  const signal = combinedSignal(options)
  const send = options.fetch ?? ((u: string, init?: { signal?: AbortSignal }) => fetch(u, init))
  let response: Response
  try {
    response = await raceAbort(send(url, { signal }), signal)
  } catch (error) {
    throw asLoadError(error, signal, options.timeoutMs)
  }
  if (!response.ok) {
    void response.body?.cancel().catch(() => undefined)
    throw new MediaLoadError(`failed to load (HTTP ${response.status})`)
  }
  return readBody(response, options.maxBytes, signal, options.timeoutMs)
}

/**
 * Reads `response.body` chunk by chunk, cancelling the stream as soon as it passes `maxBytes`
 * (a `content-length` above it is refused before reading) or the signal aborts.
 */
export function readBounded(response: Response, options: BoundedReadOptions): Promise<ArrayBuffer> {
  return readBody(response, options.maxBytes, combinedSignal(options), options.timeoutMs)
}

async function readBody(
  response: Response,
  maxBytes: number,
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): Promise<ArrayBuffer> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined)
    throw new MediaTooLargeError(maxBytes)
  }
  if (!response.body) return new ArrayBuffer(0)
  const reader = response.body.getReader()
  const stop = () => void reader.cancel().catch(() => undefined)
  signal?.addEventListener('abort', stop, { once: true })
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason
      const { done, value } = await reader.read()
      if (signal?.aborted) throw signal.reason
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        stop()
        throw new MediaTooLargeError(maxBytes)
      }
      chunks.push(value)
    }
  } catch (error) {
    stop()
    throw asLoadError(error, signal, timeoutMs)
  } finally {
    signal?.removeEventListener('abort', stop)
  }
  const out = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.byteLength
  }
  return out.buffer
}

/** `1.5 KiB`, `64 MiB`, `1 GiB`. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10
  return `${shown} ${units[unit]}`
}

const timeouts = new WeakMap<AbortSignal, AbortSignal>()

function combinedSignal(options: BoundedReadOptions): AbortSignal | undefined {
  if (options.timeoutMs === undefined) return options.signal
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? anySignal(options.signal, timeout) : timeout
  timeouts.set(signal, timeout)
  return signal
}

/** AbortSignal.any where it exists (Safari < 17.4 lacks it). */
function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b])
  const both = new AbortController()
  for (const s of [a, b]) {
    if (s.aborted) both.abort(s.reason)
    else s.addEventListener('abort', () => both.abort(s.reason), { once: true })
  }
  return both.signal
}

/** A fetch that ignores its signal (a custom `fetch`) still gives up when the signal aborts. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
    )
  })
}

function asLoadError(error: unknown, signal: AbortSignal | undefined, timeoutMs?: number): Error {
  if (error instanceof MediaLoadError) return error
  if (signal?.aborted && timeoutMs !== undefined && isTimeout(signal, error)) {
    return new MediaLoadError(timeoutReason(timeoutMs))
  }
  if (signal?.aborted) return new MediaLoadError('failed to load (cancelled)')
  return new MediaLoadError('failed to load (connection lost)')
}

function isTimeout(signal: AbortSignal, error: unknown): boolean {
  const timeout = timeouts.get(signal)
  return (
    (timeout?.aborted ?? false) || (error instanceof DOMException && error.name === 'TimeoutError')
  )
}
