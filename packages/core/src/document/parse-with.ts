import type { z } from 'zod'
import { sortByDocumentOrder } from './document-order.ts'
import { acceptorFor } from './fast-check-schema.ts'
import { checkStructure } from './harden.ts'
import { DEFAULT_MAX_DEPTH, type ParseLimits } from './limits.ts'
import { problem, type ParseResult, type PathSegment } from './problem.ts'
import { problemsFromIssues } from './zod-problems.ts'

/**
 * Validates `value` against a transform-free schema and returns the INPUT itself, never zod's
 * rebuilt copy: key order, unknown fields and nulls stay exactly as given. Never throws.
 * `rootPath` prefixes problem paths: segments, or a dotted string such as `'data.scenes'`.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  root: readonly PathSegment[] | string = [],
  limits: ParseLimits = {},
): ParseResult<z.output<S>> {
  const rootPath = typeof root === 'string' ? root.split('.').filter((s) => s !== '') : root
  return neverThrow(() => {
    const structural = checkStructure(value, rootPath, limits.maxDepth ?? DEFAULT_MAX_DEPTH)
    if (structural.length > 0) return { ok: false, problems: structural }
    return validateWith(schema, value, rootPath)
  })
}

/** Schema validation alone, for input already checked by `checkStructure`. */
export function validateWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  rootPath: readonly PathSegment[] = [],
): ParseResult<z.output<S>> {
  if (acceptorFor(schema)(value)) return { ok: true, value: value as z.output<S> }
  const result = schema.safeParse(value)
  if (result.success) return { ok: true, value: value as z.output<S> }
  const problems = problemsFromIssues(result.error.issues, value, [])
  return {
    ok: false,
    problems: sortByDocumentOrder(problems, value).map((p) =>
      rootPath.length === 0 ? p : problem([...rootPath, ...p.segments], p.message, p.code),
    ),
  }
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
