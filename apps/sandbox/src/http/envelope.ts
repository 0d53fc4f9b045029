/** Business result codes of the sandbox and the HTTP status each is sent with (see README). */
export const Codes = {
  ok: { code: 0, status: 200 },
  invalidRequest: { code: 40000, status: 400 },
  authentication: { code: 40100, status: 401 },
  insufficientCredits: { code: 40200, status: 402 },
  permission: { code: 40300, status: 403 },
  notFound: { code: 40400, status: 404 },
  methodNotAllowed: { code: 40500, status: 405 },
  requestTimeout: { code: 40800, status: 408 },
  idempotencyConflict: { code: 40900, status: 409 },
  tooLarge: { code: 41300, status: 413 },
  rangeNotSatisfiable: { code: 41600, status: 416 },
  expectationFailed: { code: 41700, status: 417 },
  headersTooLarge: { code: 43100, status: 431 },
  taskFailed: { code: 42200, status: 422 },
  rateLimited: { code: 42900, status: 429 },
  server: { code: 50000, status: 500 },
  unavailable: { code: 50300, status: 503 },
} as const
export type CodeName = keyof typeof Codes

export type Envelope = {
  code: number
  msg: string
  cause: string
  details: unknown
  rid: string
  data: unknown
}

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
    return {
      code: Codes[this.kind].code,
      msg: this.message,
      cause: this.cause,
      details: this.details,
      rid,
      data: null,
    }
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
  return { code: 0, msg: 'ok', cause: '', details: null, rid, data }
}
