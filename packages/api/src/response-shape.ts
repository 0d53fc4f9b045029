import { EnvelopeSchema } from '@podscene/core'
import type { z } from 'zod'
import { formatPath } from './error-mapping.ts'

export type ShapeCheck<T> = { ok: true; value: T } | { ok: false; path: string; problem: string }

/**
 * Checks `value` against a (loose) core schema. On failure names the first offending path,
 * prefixed with `root`, e.g. `data.list[0].cover_id: expected number, got string`.
 */
export function checkShape<S extends z.ZodType>(
  schema: S,
  value: unknown,
  root: string,
): ShapeCheck<z.output<S>> {
  const result = schema.safeParse(value)
  if (result.success) return { ok: true, value: result.data }
  const issue = result.error.issues[0]
  if (!issue) return { ok: false, path: root, problem: `${root}: does not fit the schema` }
  const path = formatPath([root, ...issue.path])
  return {
    ok: false,
    path,
    problem: `${path}: ${describeIssue(issue, valueAt(value, issue.path))}`,
  }
}

function describeIssue(issue: z.core.$ZodIssue, actual: unknown): string {
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, got ${typeName(actual)}`
  if (issue.code === 'invalid_value') {
    return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${preview(actual)}`
  }
  if (issue.code === 'invalid_union') return `no variant matches ${typeName(actual)}`
  return issue.message
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

export function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'nothing'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? typeName(value)
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}

type EnvelopeCheck = ReturnType<typeof checkEnvelope>

function checkEnvelope(body: unknown) {
  return checkShape(EnvelopeSchema, body, '')
}

/** The body text as an envelope (spec §2.1), or what keeps it from being one. */
export function parseEnvelope(text: string): EnvelopeCheck {
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
      problem: `response is not an envelope: expected an object, got ${typeName(body)}`,
    }
  }
  const envelope = checkEnvelope(body)
  if (envelope.ok) return envelope
  return { ...envelope, problem: `response is not an envelope: ${envelope.problem}` }
}
