import { z } from 'zod/mini'
import { str } from './primitives.ts'

/** The response envelope of every operation (Open Podcast API v1 §2.1). `code` 0 is success. */
export function envelopeOf<T extends z.core.$ZodType>(data: T) {
  return z.looseObject({
    code: z.number(),
    msg: str,
    cause: str,
    details: z.optional(z.unknown()),
    rid: str,
    data: z.optional(data),
  })
}
export const EnvelopeSchema = envelopeOf(z.unknown())
export type Envelope<T = unknown> = {
  code: number
  msg?: string | null
  cause?: string | null
  details?: unknown
  rid?: string | null
  data?: T
  [key: string]: unknown
}

/** The path every operation of the API sits under (spec §4), shared by the client and the sandbox. */
export const API_PATH_PREFIX = '/open/podcast/v1'

/**
 * Business result codes and the HTTP status each is sent with. The spec leaves the codes open;
 * these are the ones the sandbox answers and the client maps to its error classes.
 */
export const BUSINESS_CODES = {
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
  rateLimit: { code: 42900, status: 429 },
  server: { code: 50000, status: 500 },
  unavailable: { code: 50300, status: 503 },
} as const
export type BusinessCodeName = keyof typeof BUSINESS_CODES

/** An envelope exactly as a server sends it: every field present. */
export type SentEnvelope<T = unknown> = {
  code: number
  msg: string
  cause: string
  details: unknown
  rid: string
  data: T | null
}

/** The envelope of a success: code 0, msg "ok". */
export function successEnvelope<T>(rid: string, data: T): SentEnvelope<T> {
  return { code: 0, msg: 'ok', cause: '', details: null, rid, data }
}

/** The envelope of a failure of kind `name`; `cause` is a short machine-readable reason. */
export function failureEnvelope(
  name: BusinessCodeName,
  rid: string,
  failure: { msg: string; cause: string; details: unknown },
): SentEnvelope<null> {
  return {
    code: BUSINESS_CODES[name].code,
    msg: failure.msg,
    cause: failure.cause,
    details: failure.details,
    rid,
    data: null,
  }
}
