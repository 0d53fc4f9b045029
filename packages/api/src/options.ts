import type { RetryOptions } from './retry-policy.ts'

/** Receives one line per attempt, response and retry. Never given headers or the API key. */
export interface ApiLogger {
  debug?(message: string, fields: Record<string, unknown>): void
  warn?(message: string, fields: Record<string, unknown>): void
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface ClientOptions {
  /** Server origin, e.g. `http://127.0.0.1:8787`; `/open/podcast/v1` is appended unless present. */
  baseUrl: string
  /** The key itself, or a callback asked before every attempt (so a rotated key is picked up). */
  apiKey: string | (() => string | Promise<string>)
  /** Defaults to the global `fetch` (browsers, Node ≥ 18). */
  fetch?: FetchLike
  retry?: Partial<RetryOptions>
  /** Limit of one attempt (request and body), in ms. Default 30000. */
  timeoutMs?: number
  logger?: ApiLogger
  /** Injectable for deterministic tests: waits `ms` or rejects when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  /** Injectable for deterministic tests: uniform in [0, 1). */
  random?: () => number
  /** Injectable clock for `Retry-After` dates. */
  now?: () => number
}

/** Options every operation accepts. */
export interface CallOptions {
  /** Aborts the call at once, including retries and waits; the call rejects with AbortedError. */
  signal?: AbortSignal
}

/** Options of write operations (POST, PUT, DELETE). */
export interface WriteOptions extends CallOptions {
  /** Your own Idempotency-Key (≤ 128 printable ASCII characters); one is generated otherwise. */
  idempotencyKey?: string
  /**
   * Fields to send that the typed body does not list (a server's newer or private field): the
   * typed request types are exact, so this is the one way to send them. Added to the JSON body;
   * a field the body already has is refused (TypeError).
   */
  extraFields?: Record<string, unknown>
}
