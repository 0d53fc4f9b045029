import { API_PATH_PREFIX, describeValue } from '@podscene/core'
import type { z } from 'zod/mini'
import { abortedError, raceAbort, sleepWithSignal, throwIfAborted } from './abort.ts'
import { errorFromFailure } from './error-mapping.ts'
import {
  AuthenticationError,
  ConnectionError,
  InvalidRequestError,
  PodsceneApiError,
  RateLimitError,
  ResponseShapeError,
  TimeoutError,
} from './errors.ts'
import type { ApiLogger, ClientOptions, FetchLike } from './options.ts'
import { checkData, parseEnvelope } from './response-shape.ts'
import {
  backoffDelayMs,
  parseRetryAfterMs,
  resolveRetry,
  type RetryOptions,
} from './retry-policy.ts'
import { scrub } from './secrets.ts'

export const apiPrefix = API_PATH_PREFIX

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface ApiRequest<S extends z.core.$ZodType, R> {
  method: HttpMethod
  /** Path under `/open/podcast/v1`, e.g. `/covers` (from the origin when `fromOrigin`). */
  path: string
  /** `path` is from the API's origin rather than under `/open/podcast/v1`. */
  fromOrigin?: boolean
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** Schema of the envelope's `data` on success. */
  data: S
  /** Sent as `Idempotency-Key` on every attempt of this call; reads leave it out. */
  idempotencyKey?: string
  signal?: AbortSignal
  /**
   * Asked before resubmitting after a timeout or connection loss, when the first submission may
   * have reached the server. A value means "it did, and here is what it started": the call stops
   * and resolves with it instead of submitting again.
   */
  checkBeforeResubmit?: (signal: AbortSignal | undefined) => Promise<R | undefined>
}

export interface ApiResponse<T> {
  data: T
  rid: string | undefined
  status: number
}

export type SendOutcome<T, R> =
  ({ kind: 'response' } & ApiResponse<T>) | { kind: 'recovered'; value: R }

/** Sends one logical call: attempts, timeouts, retries, envelope checks and error mapping. */
export class Transport {
  private readonly root: string
  private readonly fetch: FetchLike
  private readonly retry: RetryOptions
  private readonly timeoutMs: number
  private readonly logger: ApiLogger | undefined
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>
  private readonly random: () => number
  private readonly now: () => number
  private readonly apiKey: ClientOptions['apiKey']
  private readonly retryAfterOf = new WeakMap<PodsceneApiError, number>()
  /** Every key value seen, so errors and logs can be scrubbed even after rotation. */
  private readonly secrets: string[] = []

  constructor(options: ClientOptions) {
    this.root = rootUrlOf(options.baseUrl)
    const fetchImpl = options.fetch ?? globalThis.fetch
    if (typeof fetchImpl !== 'function') {
      throw new TypeError('fetch: no global fetch here; pass one in the options')
    }
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.retry = resolveRetry(options.retry)
    this.timeoutMs = options.timeoutMs ?? 30_000
    if (!Number.isFinite(this.timeoutMs) || this.timeoutMs <= 0) {
      throw new TypeError(`timeoutMs: expected a positive number, got ${String(options.timeoutMs)}`)
    }
    if (typeof options.apiKey !== 'string' && typeof options.apiKey !== 'function') {
      throw new TypeError(
        `apiKey: expected a string or a function, got ${describeValue(options.apiKey)}`,
      )
    }
    if (typeof options.apiKey === 'string') this.remember(options.apiKey)
    this.apiKey = options.apiKey
    this.logger = options.logger
    this.sleep = options.sleep ?? sleepWithSignal
    this.random = options.random ?? Math.random
    this.now = options.now ?? Date.now
  }

  async request<S extends z.core.$ZodType>(
    req: ApiRequest<S, never>,
  ): Promise<ApiResponse<z.output<S>>> {
    const outcome = await this.send(req)
    if (outcome.kind === 'recovered') throw new Error('unreachable: no recovery was asked for')
    return outcome
  }

  async send<S extends z.core.$ZodType, R>(
    req: ApiRequest<S, R>,
  ): Promise<SendOutcome<z.output<S>, R>> {
    const what = `${req.method} ${req.path}`
    throwIfAborted(req.signal, what)
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.attempt(req, attempt)
        return { kind: 'response', ...response }
      } catch (error) {
        const failure = this.asApiError(error, what)
        const waitMs = this.retryWaitMs(failure, attempt)
        if (waitMs === undefined) throw failure
        this.log('warn', 'retrying', { request: what, attempt, kind: failure.kind, waitMs })
        await this.pause(waitMs, req.signal, what)
        if (req.checkBeforeResubmit && uncertain(failure)) {
          const value = await req.checkBeforeResubmit(req.signal)
          if (value !== undefined) {
            this.log('warn', 'not resubmitting: the earlier submission took effect', {
              request: what,
            })
            return { kind: 'recovered', value }
          }
        }
      }
    }
  }

  private async attempt<S extends z.core.$ZodType>(
    req: ApiRequest<S, unknown>,
    attempt: number,
  ): Promise<ApiResponse<z.output<S>>> {
    const what = `${req.method} ${req.path}`
    const body = serializeBody(req.body, what)
    const key = await this.resolveKey()
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Api-Key': key }
    if (req.body !== undefined) headers['Content-Type'] = 'application/json'
    if (req.idempotencyKey !== undefined) headers['Idempotency-Key'] = req.idempotencyKey
    const url = this.urlOf(req)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, this.timeoutMs)
    const forwardAbort = () => controller.abort()
    req.signal?.addEventListener('abort', forwardAbort, { once: true })
    this.log('debug', 'request', { request: what, attempt, idempotencyKey: req.idempotencyKey })
    try {
      let response: Response
      let text: string
      try {
        const init: RequestInit = { method: req.method, headers, body, signal: controller.signal }
        const exchange = this.fetch(url, init).then(async (r) => ({ r, text: await r.text() }))
        const done = await raceAbort(exchange, controller.signal, () => controller.signal.reason)
        response = done.r
        text = done.text
      } catch (error) {
        if (req.signal?.aborted) throw abortedError(what)
        if (timedOut) {
          throw new TimeoutError({
            message: `${what}: no complete response within ${this.timeoutMs} ms (attempt ${attempt})`,
            cause: error,
          })
        }
        throw new ConnectionError({
          message: `${what}: connection failed (attempt ${attempt}): ${describe(error)}`,
          cause: error,
        })
      }
      return this.interpret(response, text, req)
    } finally {
      clearTimeout(timer)
      req.signal?.removeEventListener('abort', forwardAbort)
    }
  }

  private interpret<S extends z.core.$ZodType>(
    response: Response,
    text: string,
    req: ApiRequest<S, unknown>,
  ): ApiResponse<z.output<S>> {
    const what = `${req.method} ${req.path}`
    const status = response.status
    const ok = status >= 200 && status <= 299
    const retryAfterMs = parseRetryAfterMs(response.headers.get('retry-after'), this.now())
    const envelope = parseEnvelope(text)
    this.log('debug', 'response', {
      request: what,
      status,
      code: envelope.ok ? envelope.value.code : undefined,
      rid: envelope.ok ? (envelope.value.rid ?? undefined) : undefined,
    })
    if (!envelope.ok) {
      if (ok)
        throw new ResponseShapeError({
          message: `${what}: ${envelope.problem}`,
          status,
          path: envelope.path,
        })
      return this.fail({
        message: `${what} failed: HTTP ${status} (${envelope.problem})`,
        status,
        retryAfterMs,
      })
    }
    const { code, msg, cause, details, rid } = envelope.value
    if (!ok || code !== 0) {
      const head = `${what} failed: HTTP ${status}, code ${code}`
      return this.fail({
        message: msg ? `${head}: ${msg}` : head,
        status,
        code,
        msg: msg ?? undefined,
        cause: cause ?? undefined,
        details,
        rid: rid ?? undefined,
        retryAfterMs,
      })
    }
    const data = checkData(req.data, envelope.value)
    if (!data.ok) {
      throw new ResponseShapeError({
        message: `${what}: response does not fit the schema: ${data.problem}`,
        status,
        code,
        rid: rid ?? undefined,
        path: data.path,
      })
    }
    return { data: data.value, rid: rid ?? undefined, status }
  }

  private fail(init: Parameters<typeof errorFromFailure>[0]): never {
    const error = errorFromFailure(init)
    if (init.retryAfterMs !== undefined) this.retryAfterOf.set(error, init.retryAfterMs)
    throw error
  }

  /** How long to wait before the next attempt, or undefined to give up with `failure`. */
  private retryWaitMs(failure: PodsceneApiError, attempt: number): number | undefined {
    if (!retryable(failure) || attempt >= this.retry.maxAttempts) return undefined
    const retryAfterMs = this.retryAfterOf.get(failure)
    if (retryAfterMs !== undefined) {
      return retryAfterMs <= this.retry.maxRetryAfterMs ? retryAfterMs : undefined
    }
    return backoffDelayMs(attempt, this.retry, this.random)
  }

  /** Waits `ms` (injectable sleep); rejects with AbortedError as soon as `signal` aborts. */
  async pause(ms: number, signal: AbortSignal | undefined, what: string): Promise<void> {
    // A fresh signal per wait, so listeners a custom sleep leaves behind cannot pile up.
    const slept = this.sleep(ms, signal ?? new AbortController().signal)
    try {
      await raceAbort(slept, signal, () => abortedError(what))
    } catch (error) {
      if (signal?.aborted) throw abortedError(what)
      throw error
    }
  }

  private async resolveKey(): Promise<string> {
    let key: unknown
    try {
      key = typeof this.apiKey === 'string' ? this.apiKey : await this.apiKey()
    } catch (error) {
      throw new AuthenticationError({
        message: `apiKey: the key callback threw ${error instanceof Error ? error.name : describeValue(error)}`,
        cause: error,
      })
    }
    if (typeof key !== 'string' || key.trim() === '') {
      throw new AuthenticationError({
        message: `apiKey: expected a non-empty string, got ${describeValue(key)}`,
      })
    }
    if (!/^[\x21-\x7e]+$/.test(key)) {
      this.remember(key)
      throw new AuthenticationError({ message: 'apiKey: must be printable ASCII without spaces' })
    }
    this.remember(key)
    return key
  }

  private remember(key: string): void {
    if (key !== '' && !this.secrets.includes(key)) this.secrets.push(key)
  }

  /** Normalises anything thrown into a typed error whose fields hold no secret. */
  private asApiError(error: unknown, what: string): PodsceneApiError {
    const typed =
      error instanceof PodsceneApiError
        ? error
        : new PodsceneApiError({ message: `${what}: ${describe(error)}`, cause: error })
    return this.scrubError(typed)
  }

  private scrubError(error: PodsceneApiError): PodsceneApiError {
    const fields = ['message', 'msg', 'cause', 'details'] as const
    for (const field of fields) {
      const value: unknown = error[field]
      const clean = scrub(value, this.secrets)
      if (clean !== value) Object.defineProperty(error, field, { value: clean })
    }
    if (error.stack)
      Object.defineProperty(error, 'stack', { value: scrub(error.stack, this.secrets) })
    return error
  }

  private urlOf(req: ApiRequest<z.core.$ZodType, unknown>): string {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined) params.set(name, String(value))
    }
    const query = params.toString()
    const search = query === '' ? '' : `?${query}`
    const root = req.fromOrigin ? this.root.slice(0, -apiPrefix.length) : this.root
    return `${root}${req.path}${search}`
  }

  private log(level: 'debug' | 'warn', message: string, fields: Record<string, unknown>): void {
    this.logger?.[level]?.(message, scrub(fields, this.secrets))
  }
}

function rootUrlOf(baseUrl: string): string {
  if (typeof baseUrl !== 'string' || !/^https?:\/\//.test(baseUrl)) {
    throw new TypeError(`baseUrl: expected an http(s) URL, got ${JSON.stringify(baseUrl)}`)
  }
  const trimmed = baseUrl.replace(/\/+$/, '')
  return trimmed.endsWith(apiPrefix) ? trimmed : `${trimmed}${apiPrefix}`
}

function serializeBody(body: unknown, what: string): string | undefined {
  if (body === undefined) return undefined
  try {
    return JSON.stringify(body)
  } catch (error) {
    throw new InvalidRequestError({
      message: `${what}: the body cannot be sent as JSON: ${describe(error)}`,
      fieldPath: 'body',
    })
  }
}

function retryable(error: PodsceneApiError): boolean {
  return (
    error instanceof RateLimitError ||
    error.kind === 'server' ||
    error.kind === 'connection' ||
    error.kind === 'timeout'
  )
}

/** The request may have reached the server although no answer came back. */
function uncertain(error: PodsceneApiError): boolean {
  return error.kind === 'connection' || error.kind === 'timeout'
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const inner = error.cause instanceof Error ? ` (${error.cause.message})` : ''
    return `${error.message}${inner}`
  }
  return String(error)
}
