import {
  BUSINESS_CODES,
  failureEnvelope,
  successEnvelope,
  type BusinessCodeName,
  type SentEnvelope,
} from '@podscene/core'

/** The business codes and their HTTP statuses: one table, in core (beside the envelope schema). */
export const Codes = BUSINESS_CODES
export type CodeName = BusinessCodeName
export type Envelope = SentEnvelope

/** A failure that becomes an error envelope; `cause` is a short machine-readable reason. */
export class SandboxError extends Error {
  readonly kind: CodeName
  override readonly cause: string
  readonly details: unknown
  readonly headers: Record<string, string>

  constructor(
    kind: CodeName,
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
    return Codes[this.kind].status
  }

  toEnvelope(rid: string): Envelope {
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

export function okEnvelope(rid: string, data: unknown): Envelope {
  return successEnvelope(rid, data)
}
