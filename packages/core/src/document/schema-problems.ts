import { safeParse, type z } from 'zod/mini'
import { sortByDocumentOrder } from './document-order.ts'
import { acceptorFor, type Acceptor } from './fast-check-schema.ts'
import type { PathSegment } from './problem.ts'
import type { ProblemSink } from './problem-sink.ts'
import { problemsFromIssues } from './zod-problems.ts'

type Def = { type: string; checks?: unknown[]; [key: string]: unknown }

/** Where a value sits: its container and key, to tell a missing field from an undefined one. */
interface Holder {
  parent: object
  key: PathSegment
}

/**
 * Finds the schema problems of an input the acceptor rejected, in document order, into `sink`.
 * zod's own safeParse on the whole input builds an issue per fault and copies issue lists up
 * every level (with `push(...list)`, which overflows the stack at ~125,000 issues in one
 * array). Here objects and arrays are walked by us, keys in document order, skipping what the
 * allocation-free acceptor accepts; zod only runs on the small values that fail (a number, an
 * enum…), and only until the sink is full: after that a failing value is just counted.
 * Recursion follows the input's nesting, which checkStructure bounds (64 levels).
 */
export function collectSchemaProblems(
  schema: z.core.$ZodType,
  value: unknown,
  path: PathSegment[],
  sink: ProblemSink,
): void {
  walk(schema, value, undefined, path, sink)
}

/** How the walk treats one schema node; built once per schema (a WeakMap, like the acceptor). */
type Plan =
  | { kind: 'leaf'; accepts: Acceptor }
  | { kind: 'wrapper'; accepts: Acceptor; inner: z.core.$ZodType }
  | { kind: 'array'; accepts: Acceptor; element: z.core.$ZodType }
  | { kind: 'object'; accepts: Acceptor; shape: Map<string, z.core.$ZodType>; required: string[] }

const plans = new WeakMap<z.core.$ZodType, Plan>()

function planFor(schema: z.core.$ZodType): Plan {
  let plan = plans.get(schema)
  if (!plan) {
    plan = makePlan(schema)
    plans.set(schema, plan)
  }
  return plan
}

function makePlan(schema: z.core.$ZodType): Plan {
  const accepts = acceptorFor(schema)
  const def = schema._zod.def as Def
  if (def.checks && def.checks.length > 0) return { kind: 'leaf', accepts }
  switch (def.type) {
    case 'optional':
    case 'nullable':
      // The acceptor lets undefined (optional) and null (nullable) through: the inner type failed.
      return { kind: 'wrapper', accepts, inner: def.innerType as z.core.$ZodType }
    case 'array':
      return { kind: 'array', accepts, element: def.element as z.core.$ZodType }
    case 'object': {
      if (!hasOpenCatchall(def)) return { kind: 'leaf', accepts }
      const shape = new Map(Object.entries(def.shape as Record<string, z.core.$ZodType>))
      // Only keys that reject `undefined` can fail when absent.
      const required = [...shape].filter(([, field]) => !acceptorFor(field)(undefined))
      return { kind: 'object', accepts, shape, required: required.map(([key]) => key) }
    }
    default:
      return { kind: 'leaf', accepts }
  }
}

function walk(
  schema: z.core.$ZodType,
  value: unknown,
  holder: Holder | undefined,
  path: PathSegment[],
  sink: ProblemSink,
): void {
  const plan = planFor(schema)
  if (plan.accepts(value)) return
  if (plan.kind === 'wrapper') return walk(plan.inner, value, holder, path, sink)
  if (plan.kind === 'array' && Array.isArray(value)) {
    return walkArray(plan.element, value, path, sink)
  }
  if (plan.kind === 'object' && isRecord(value)) return walkObject(plan, value, path, sink)
  delegate(schema, value, holder, path, sink)
}

function walkArray(
  element: z.core.$ZodType,
  list: unknown[],
  path: PathSegment[],
  sink: ProblemSink,
) {
  const holder: Holder = { parent: list, key: 0 }
  const depth = path.length
  // An index loop: holes of sparse arrays are checked as undefined, as zod does.
  for (let i = 0; i < list.length; i++) {
    holder.key = i
    path[depth] = i
    walk(element, list[i], holder, path, sink)
  }
  path.length = depth
}

/** Known keys in the input's own order first, then the required keys it lacks (schema order). */
function walkObject(
  plan: Extract<Plan, { kind: 'object' }>,
  record: object,
  path: PathSegment[],
  sink: ProblemSink,
) {
  const values = record as Record<string, unknown>
  const holder: Holder = { parent: record, key: '' }
  const depth = path.length
  for (const key of Object.keys(record)) {
    const field = plan.shape.get(key)
    if (field === undefined) continue
    holder.key = path[depth] = key
    walk(field, values[key], holder, path, sink)
  }
  for (const key of plan.required) {
    if (Object.hasOwn(record, key)) continue
    holder.key = path[depth] = key
    walk(plan.shape.get(key) as z.core.$ZodType, values[key], holder, path, sink)
  }
  path.length = depth
}

/** A value our walk does not mirror (a leaf, an enum, checks…): zod names its faults. */
function delegate(
  schema: z.core.$ZodType,
  value: unknown,
  holder: Holder | undefined,
  path: PathSegment[],
  sink: ProblemSink,
): void {
  if (sink.full) {
    sink.more++
    return
  }
  const result = safeParse(schema, value)
  if (result.success) return
  // Messages read the value from its container, so a missing field says "missing required field".
  const issues = holder
    ? result.error.issues.map((issue) => ({ ...issue, path: [holder.key, ...issue.path] }))
    : result.error.issues
  const base = holder ? path.slice(0, -1) : path.slice()
  const root = holder ? holder.parent : value
  const found = problemsFromIssues(issues, root, base)
  for (const p of sortByDocumentOrder(found, root, base.length)) sink.add(p)
}

function isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A loose (unknown/any catchall) or stripping object: unknown keys never fail. */
function hasOpenCatchall(def: Def): boolean {
  const catchall = def.catchall as z.core.$ZodType | undefined
  if (!catchall) return true
  const type = catchall._zod.def.type
  return type === 'unknown' || type === 'any'
}
