import {
  EnvelopeSchema,
  describeValue,
  formatProblem,
  parseWith,
  validateWith,
  type Envelope,
  type ParseResult,
} from '@podscene/core'
import { z } from 'zod/mini'

export type ShapeCheck<T> = { ok: true; value: T } | { ok: false; path: string; problem: string }

/** Core's first problem as `<path>: <message>`; the value itself (never zod's copy) on success. */
function shapeOf<T>(result: ParseResult<T>, root: string): ShapeCheck<T> {
  if (result.ok) return result
  const first = result.problems[0]
  if (!first) return { ok: false, path: root, problem: `${root}: does not fit the schema` }
  return { ok: false, path: first.path, problem: formatProblem(first) }
}

/** The body text as an envelope (Open Podcast API v1 §2.1), exactly as sent, or what keeps it from being one. */
export function parseEnvelope(text: string): ShapeCheck<Envelope> {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    const problem = text === '' ? 'the body is empty' : 'the body is not JSON'
    return { ok: false, path: '(body)', problem: `response is not an envelope: ${problem}` }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      path: '(body)',
      problem: `response is not an envelope: expected an object, got ${describeValue(body)}`,
    }
  }
  // Depth and `__proto__` checks run here, once, over the whole body (data included).
  const envelope = shapeOf(parseWith(EnvelopeSchema, body) as ParseResult<Envelope>, '')
  if (envelope.ok) return envelope
  return { ...envelope, problem: `response is not an envelope: ${envelope.problem}` }
}

const envelopeSchemas = new WeakMap<z.core.$ZodType, z.core.$ZodType>()

/** `{data: schema}`, made once per schema so core's compiled acceptor is reused. */
function envelopeWith(data: z.core.$ZodType): z.core.$ZodType {
  let schema = envelopeSchemas.get(data)
  if (!schema) {
    schema = z.looseObject({ data })
    envelopeSchemas.set(data, schema)
  }
  return schema
}

/**
 * The envelope's `data` checked against a (loose) core schema and returned as sent: key order,
 * unknown fields and nulls kept. On failure names the first offending path, e.g.
 * `data.list[0].cover_id: expected number, got string`.
 */
export function checkData<S extends z.core.$ZodType>(
  schema: S,
  envelope: Envelope,
): ShapeCheck<z.output<S>> {
  const result = validateWith(envelopeWith(schema), envelope)
  if (!result.ok) return shapeOf(result, 'data')
  return { ok: true, value: envelope.data as z.output<S> }
}
