import type { z } from 'zod/mini'
import { describeValue, showLiteral } from './describe-value.ts'
import { problem, type PathSegment, type Problem } from './problem.ts'
import { pushAll } from '../collections/bounded.ts'

type Issue = z.core.$ZodIssue

/** Turns zod issues into problems with full paths and messages that name what was expected. */
export function problemsFromIssues(
  issues: readonly Issue[],
  input: unknown,
  basePath: readonly PathSegment[],
): Problem[] {
  return issues.map((issue) => {
    const local = issue.path.map(toSegment)
    const got = valueAt(input, local)
    return problem([...basePath, ...local], messageFor(issue, got), 'schema')
  })
}

function toSegment(key: PropertyKey): PathSegment {
  return typeof key === 'number' ? key : String(key)
}

function valueAt(
  root: unknown,
  segments: readonly PathSegment[],
): { present: boolean; value: unknown } {
  let value = root
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) {
      return { present: false, value: undefined }
    }
    value = (value as Record<PathSegment, unknown>)[segment]
  }
  return { present: true, value }
}

/** Primitives are shown as values (`"16:9"`, `1.5`), other things by type (`array`). */
function gotText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return showLiteral(value)
  }
  return describeValue(value)
}

function messageFor(issue: Issue, got: { present: boolean; value: unknown }): string {
  const expectation = expectationOf(issue)
  if (expectation === undefined) return issue.message
  if (!got.present) return `missing required field, ${expectation}`
  if (issue.code === 'invalid_type' && issue.expected !== 'int') {
    return `${expectation}, got ${describeValue(got.value)}`
  }
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    return `${expectation}, got ${sizeOf(got.value)}`
  }
  return `${expectation}, got ${gotText(got.value)}`
}

/** What the schema wanted, e.g. `expected number`, `expected one of 0, 1`. */
function expectationOf(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? 'expected an integer' : `expected ${issue.expected}`
    case 'invalid_value':
      return expectedValues(issue.values)
    case 'invalid_union':
      return unionExpectation(issue)
    case 'too_big': {
      const bound = issue.origin === 'string' || issue.origin === 'array' || issue.inclusive
      return `expected ${bound ? 'at most' : 'less than'} ${String(issue.maximum)}${unitOf(issue.origin)}`
    }
    case 'too_small': {
      const bound = issue.origin === 'string' || issue.origin === 'array' || issue.inclusive
      return `expected ${bound ? 'at least' : 'more than'} ${String(issue.minimum)}${unitOf(issue.origin)}`
    }
    case 'invalid_format':
      return `expected a ${issue.format} string`
    case 'not_multiple_of':
      return `expected a multiple of ${issue.divisor}`
    default:
      return undefined
  }
}

function expectedValues(values: readonly unknown[]): string {
  if (values.length === 1) return `expected ${showLiteral(values[0])}`
  return `expected one of ${values.map(showLiteral).join(', ')}`
}

/** For a union, names every allowed value or type when each branch failed at its root. */
function unionExpectation(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  const literals: unknown[] = []
  const types: string[] = []
  for (const branch of issue.errors) {
    for (const inner of branch) {
      if (inner.path.length > 0) return 'did not match any of the allowed shapes'
      if (inner.code === 'invalid_value') pushAll(literals, inner.values)
      else if (inner.code === 'invalid_type') types.push(inner.expected)
      else return 'did not match any of the allowed shapes'
    }
  }
  const names = [...literals.map(showLiteral), ...new Set(types)]
  if (names.length === 0) return 'did not match any of the allowed shapes'
  if (names.length === 1) return `expected ${names[0]}`
  if (literals.length > 0) return `expected one of ${names.join(', ')}`
  return `expected ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
}

function unitOf(origin: string): string {
  if (origin === 'string') return ' characters'
  if (origin === 'array') return ' items'
  return ''
}

function sizeOf(value: unknown): string {
  if (typeof value === 'string' || Array.isArray(value)) return String(value.length)
  return showLiteral(value)
}
