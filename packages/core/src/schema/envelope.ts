import { z } from 'zod'
import { str } from './primitives.ts'

/** The response envelope of every operation (Open Podcast API v1 §2.1). `code` 0 is success. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.looseObject({
    code: z.number(),
    msg: str,
    cause: str,
    details: z.unknown().optional(),
    rid: str,
    data: data.optional(),
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
