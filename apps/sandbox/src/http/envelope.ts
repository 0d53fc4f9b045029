import {
  BUSINESS_CODES,
  failureEnvelope,
  type BusinessCodeName,
  type SentEnvelope,
} from '@podscene/core'

// The business codes, their HTTP statuses and the envelope builders are core's (beside the
// envelope schema); this file only adds the sandbox's error type and its two common shapes.

/** A failure that becomes an error envelope; `cause` is a short machine-readable reason. */
export class SandboxError extends Error {
  readonly kind: BusinessCodeName
  override readonly cause: string
  readonly details: unknown
  readonly headers: Record<string, string>

  constructor(
    kind: BusinessCodeName,
    msg: string,
    options: { cause?: string; details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(msg)
    this.kind = kind
    this.cause = options.cause ?? kind
    this.details = options.details ?? null
    this.headers = options.headers ?? {}
  }

  get status(): number {
    return BUSINESS_CODES[this.kind].status
  }

  toEnvelope(rid: string): SentEnvelope {
    return failureEnvelope(this.kind, rid, {
      msg: this.message,
      cause: this.cause,
      details: this.details,
    })
  }
}

export function invalid(
  path: string,
  msg: string,
  extra: Record<string, unknown> = {},
): SandboxError {
  return new SandboxError('invalidRequest', path ? `${path}: ${msg}` : msg, {
    cause: 'invalid_request',
    details: { path, ...extra },
  })
}

export function notFound(what: string, id: unknown): SandboxError {
  return new SandboxError('notFound', `${what} ${String(id)} not found in this Space`, {
    cause: 'not_found',
    details: { resource: what, id },
  })
}
