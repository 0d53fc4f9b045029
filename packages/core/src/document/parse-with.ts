import { safeParse, type z } from 'zod/mini'
import { sortByDocumentOrder } from './document-order.ts'
import { acceptorFor } from './fast-check-schema.ts'
import { findStructureProblems } from './harden.ts'
import { DEFAULT_MAX_PROBLEMS, type ParseLimits } from './limits.ts'
import { problem, type ParseResult, type PathSegment } from './problem.ts'
import { ProblemSink } from './problem-sink.ts'
import { collectSchemaProblems } from './schema-problems.ts'
import { problemsFromIssues } from './zod-problems.ts'

/**
 * Validates `value` against a transform-free schema and returns the INPUT itself, never zod's
 * rebuilt copy: key order, unknown fields and nulls stay exactly as given. Never throws.
 * `rootPath` prefixes problem paths: segments, or a dotted string such as `'data.scenes'`.
 */
export function parseWith<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  root: readonly PathSegment[] | string = [],
  limits: ParseLimits = {},
): ParseResult<z.output<S>> {
  const rootPath = typeof root === 'string' ? root.split('.').filter((s) => s !== '') : root
  return neverThrow(() => {
    const structural = findStructureProblems(value, rootPath, limits)
    if (structural) return structural
    return validateWith(schema, value, rootPath, limits.maxProblems)
  })
}

/**
 * Schema validation alone, for input already checked by `checkStructure`. Lists at most
 * `maxProblems` problems in document order and counts the rest (`more`); time and memory stay
 * linear in the input however many of its entries are invalid.
 */
export function validateWith<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  rootPath: readonly PathSegment[] = [],
  maxProblems: number = DEFAULT_MAX_PROBLEMS,
): ParseResult<z.output<S>> {
  if (acceptorFor(schema)(value)) return { ok: true, value: value as z.output<S> }
  const sink = new ProblemSink(maxProblems)
  collectSchemaProblems(schema, value, [...rootPath], sink)
  if (sink.problems.length > 0 || sink.more > 0) return sink.failure()
  // The walk found nothing the acceptor rejected (e.g. a value inherited from a prototype, which
  // the walk does not visit): zod on the whole input decides, as before the walk existed.
  const result = safeParse(schema, value)
  if (result.success) return { ok: true, value: value as z.output<S> }
  const problems = problemsFromIssues(result.error.issues, value, [...rootPath])
  return { ok: false, problems: sortByDocumentOrder(problems, value, rootPath.length) }
}

/** Last resort for values that are not plain JSON (throwing getters, proxies): a problem, not a throw. */
export function neverThrow<T>(run: () => ParseResult<T>): ParseResult<T> {
  try {
    return run()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, problems: [problem([], `could not read the input: ${reason}`, 'schema')] }
  }
}
