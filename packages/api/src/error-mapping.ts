import { BUSINESS_CODES, formatPath, type PathSegment } from '@podscene/core'
import {
  AuthenticationError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  InvalidRequestError,
  NotFoundError,
  PodsceneApiError,
  RateLimitError,
  ServerError,
  TaskFailedError,
  type ApiErrorInit,
} from './errors.ts'

/** The business codes the client maps to its error classes (the table is core's BUSINESS_CODES). */
export const businessCodes = {
  ok: BUSINESS_CODES.ok.code,
  invalidRequest: BUSINESS_CODES.invalidRequest.code,
  authentication: BUSINESS_CODES.authentication.code,
  insufficientCredits: BUSINESS_CODES.insufficientCredits.code,
  permission: BUSINESS_CODES.permission.code,
  notFound: BUSINESS_CODES.notFound.code,
  idempotencyConflict: BUSINESS_CODES.idempotencyConflict.code,
  tooLarge: BUSINESS_CODES.tooLarge.code,
  taskFailed: BUSINESS_CODES.taskFailed.code,
  rateLimit: BUSINESS_CODES.rateLimit.code,
  server: BUSINESS_CODES.server.code,
  unavailable: BUSINESS_CODES.unavailable.code,
} as const

type Kind =
  | 'authentication'
  | 'invalid_request'
  | 'insufficient_credits'
  | 'rate_limit'
  | 'task_failed'
  | 'idempotency_conflict'
  | 'not_found'
  | 'server'

function kindOfStatus(status: number): Kind | undefined {
  if (status === 400 || status === 413 || status === 422) return undefined
  if (status === 401 || status === 403) return 'authentication'
  if (status === 402) return 'insufficient_credits'
  if (status === 404) return 'not_found'
  if (status === 409) return 'idempotency_conflict'
  if (status === 429) return 'rate_limit'
  if (status >= 500 && status <= 599) return 'server'
  return undefined
}

function kindOfCode(code: number | undefined): Kind | undefined {
  switch (code) {
    case businessCodes.invalidRequest:
    case businessCodes.tooLarge:
      return 'invalid_request'
    case businessCodes.authentication:
    case businessCodes.permission:
      return 'authentication'
    case businessCodes.insufficientCredits:
      return 'insufficient_credits'
    case businessCodes.notFound:
      return 'not_found'
    case businessCodes.idempotencyConflict:
      return 'idempotency_conflict'
    case businessCodes.taskFailed:
      return 'task_failed'
    case businessCodes.rateLimit:
      return 'rate_limit'
  }
  if (code !== undefined && code >= 50000 && code <= 59999) return 'server'
  return undefined
}

/**
 * Which error a failed response means: by HTTP status first, then by the envelope's code.
 * 400, 413 and 422 defer to the code (a 400 may carry a task-failure code), defaulting to an
 * invalid request.
 */
export function errorKindOf(status: number, code: number | undefined): Kind | undefined {
  const byStatus = kindOfStatus(status)
  if (byStatus) return byStatus
  const byCode = kindOfCode(code)
  if (byCode) return byCode
  if (status === 400 || status === 413) return 'invalid_request'
  if (status === 422) return 'task_failed'
  return undefined
}

export interface FailureInit extends ApiErrorInit {
  status: number
  retryAfterMs?: number
}

export function errorFromFailure(init: FailureInit): PodsceneApiError {
  switch (errorKindOf(init.status, init.code)) {
    case 'authentication':
      return new AuthenticationError(init)
    case 'invalid_request':
      return new InvalidRequestError({ ...init, fieldPath: fieldPathOf(init.details) })
    case 'insufficient_credits':
      return new InsufficientCreditsError(init)
    case 'rate_limit':
      return new RateLimitError(init)
    case 'task_failed':
      return new TaskFailedError(init)
    case 'idempotency_conflict':
      return new IdempotencyConflictError(init)
    case 'not_found':
      return new NotFoundError(init)
    case 'server':
      return new ServerError(init)
    default:
      return new PodsceneApiError(init)
  }
}

const fieldPathKeys = ['field_path', 'fieldPath', 'path', 'field'] as const

/** The offending field named in `details` ({field_path|fieldPath|path|field}, or a list of them). */
export function fieldPathOf(details: unknown): string | undefined {
  if (Array.isArray(details)) {
    for (const item of details) {
      const found = fieldPathOf(item)
      if (found) return found
    }
    return undefined
  }
  if (typeof details !== 'object' || details === null) return undefined
  const record = details as Record<string, unknown>
  for (const key of fieldPathKeys) {
    const value = record[key]
    if (typeof value === 'string' && value.length > 0) return value
    if (Array.isArray(value) && value.length > 0) return formatPath(value.map(segmentOf))
  }
  for (const nested of ['errors', 'issues', 'fields']) {
    if (nested in record) {
      const found = fieldPathOf(record[nested])
      if (found) return found
    }
  }
  return undefined
}

function segmentOf(segment: unknown): PathSegment {
  return typeof segment === 'number' ? segment : String(segment)
}
