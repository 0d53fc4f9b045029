/** What went wrong, as one word a caller can switch on. */
export type ApiErrorKind =
  | 'api'
  | 'authentication'
  | 'invalid_request'
  | 'insufficient_credits'
  | 'rate_limit'
  | 'task_failed'
  | 'idempotency_conflict'
  | 'not_found'
  | 'server'
  | 'connection'
  | 'timeout'
  | 'aborted'
  | 'response_shape'
  | 'upload'

export interface ApiErrorInit {
  message: string
  status?: number
  code?: number
  rid?: string
  msg?: string
  /** The envelope's `cause` text, or the underlying error for client-side failures. */
  cause?: unknown
  details?: unknown
}

/**
 * Base of every error the client throws. Fields mirror the envelope (Open Podcast API v1 §2.1) plus the HTTP
 * status. None of them ever holds the API key (the transport scrubs it before construction).
 */
export class PodsceneApiError extends Error {
  readonly kind: ApiErrorKind = 'api'
  readonly status: number | undefined
  readonly code: number | undefined
  readonly rid: string | undefined
  readonly msg: string | undefined
  override readonly cause: unknown
  readonly details: unknown

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = new.target.name
    this.status = init.status
    this.code = init.code
    this.rid = init.rid
    this.msg = init.msg
    this.cause = init.cause
    this.details = init.details
  }

  /** A plain, secret-free view; `JSON.stringify(error)` uses it. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      kind: this.kind,
      message: this.message,
      status: this.status,
      code: this.code,
      rid: this.rid,
      msg: this.msg,
      cause: describeCause(this.cause),
      details: this.details,
    }
  }
}

function describeCause(cause: unknown): unknown {
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`
  return cause
}

/** 401/403: check the credential, the selected Space, membership and resource access. */
export class AuthenticationError extends PodsceneApiError {
  override readonly kind = 'authentication'
}

/** 400/413: correct the named field; `fieldPath` is set when the server names one. */
export class InvalidRequestError extends PodsceneApiError {
  override readonly kind = 'invalid_request'
  readonly fieldPath: string | undefined
  constructor(init: ApiErrorInit & { fieldPath?: string }) {
    super(init)
    this.fieldPath = init.fieldPath
  }
  override toJSON() {
    return { ...super.toJSON(), fieldPath: this.fieldPath }
  }
}

export class InsufficientCreditsError extends PodsceneApiError {
  override readonly kind = 'insufficient_credits'
}

/** 429 after the last attempt; `retryAfterMs` is the server's last `Retry-After`, if any. */
export class RateLimitError extends PodsceneApiError {
  override readonly kind = 'rate_limit'
  readonly retryAfterMs: number | undefined
  constructor(init: ApiErrorInit & { retryAfterMs?: number }) {
    super(init)
    this.retryAfterMs = init.retryAfterMs
  }
  override toJSON() {
    return { ...super.toJSON(), retryAfterMs: this.retryAfterMs }
  }
}

export class TaskFailedError extends PodsceneApiError {
  override readonly kind = 'task_failed'
}

/** 409: the Idempotency-Key was already used with a different body (or is still running). */
export class IdempotencyConflictError extends PodsceneApiError {
  override readonly kind = 'idempotency_conflict'
}

export class NotFoundError extends PodsceneApiError {
  override readonly kind = 'not_found'
}

export class ServerError extends PodsceneApiError {
  override readonly kind = 'server'
}

/** The request may or may not have reached the server (reset, refused, DNS…). */
export class ConnectionError extends PodsceneApiError {
  override readonly kind = 'connection'
}

/** One attempt took longer than `timeoutMs` (after the last attempt). */
export class TimeoutError extends PodsceneApiError {
  override readonly kind = 'timeout'
}

/** The caller's AbortSignal fired; named `AbortError` like the DOM's so generic checks work. */
export class AbortedError extends PodsceneApiError {
  override readonly kind = 'aborted'
  constructor(init: ApiErrorInit) {
    super(init)
    this.name = 'AbortError'
  }
}

/** The response does not fit the schema; `path` names the first offending field. */
export class ResponseShapeError extends PodsceneApiError {
  override readonly kind = 'response_shape'
  readonly path: string
  constructor(init: ApiErrorInit & { path: string }) {
    super(init)
    this.path = init.path
  }
  override toJSON() {
    return { ...super.toJSON(), path: this.path }
  }
}
