import { DEFAULT_MAX_DEPTH, DEFAULT_MAX_PROBLEMS, type ParseLimits } from './limits.ts'
import { problem, type PathSegment, type Problem } from './problem.ts'
import { ProblemSink } from './problem-sink.ts'

/**
 * `__proto__` is the one key rejected: as an own data property it is harmless to us, but any
 * consumer that copies it with plain assignment (`target[key] = value`, `Object.assign`) would
 * replace an object's prototype. `constructor` and `prototype` cannot do that when they are own
 * data properties, so they are kept like any other unknown field.
 */
export const FORBIDDEN_KEY = '__proto__'

/**
 * Checks nesting depth and forbidden keys with an explicit stack (no recursion), before any
 * schema runs, so deep input cannot overflow the call stack. Returns at most one problem for
 * depth and one per forbidden key, the first `maxProblems` of them in document order.
 */
export function checkStructure(
  root: unknown,
  basePath: readonly PathSegment[] = [],
  maxDepth: number = DEFAULT_MAX_DEPTH,
  maxProblems: number = DEFAULT_MAX_PROBLEMS,
): Problem[] {
  if (isStructureSound(root, maxDepth)) return []
  return locateStructureProblems(root, basePath, maxDepth, new ProblemSink(maxProblems)).problems
}

/** checkStructure as a failed ParseResult (with the count of problems not listed), or undefined. */
export function findStructureProblems(
  root: unknown,
  basePath: readonly PathSegment[],
  limits: ParseLimits,
): { ok: false; problems: Problem[]; more?: number } | undefined {
  const maxDepth = limits.maxDepth ?? DEFAULT_MAX_DEPTH
  if (isStructureSound(root, maxDepth)) return undefined
  const sink = new ProblemSink(limits.maxProblems ?? DEFAULT_MAX_PROBLEMS)
  return locateStructureProblems(root, basePath, maxDepth, sink).failure()
}

/** The fast pass: no paths kept, stops at the first problem. One stack of (node, depth) pairs. */
function isStructureSound(root: unknown, maxDepth: number): boolean {
  if (typeof root !== 'object' || root === null) return true
  const stack: unknown[] = [root, 1]
  while (stack.length > 0) {
    const depth = stack.pop() as number
    const node = stack.pop() as object
    if (depth > maxDepth) return false
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i]
        if (typeof child === 'object' && child !== null) stack.push(child, depth + 1)
      }
    } else {
      // for-in is ~2x faster than Object.keys here; JSON objects have no inherited enumerables.
      for (const key in node) {
        if (key === FORBIDDEN_KEY) return false
        const child: unknown = (node as Record<string, unknown>)[key]
        if (typeof child === 'object' && child !== null) stack.push(child, depth + 1)
      }
    }
  }
  return true
}

/**
 * An object or array being walked: where its next child is, and a link to its parent's cursor
 * (the path is built from the links only for a problem). The stack holds one cursor per level,
 * so memory follows the depth, not the number of entries.
 */
interface Cursor {
  node: object
  depth: number
  parent: Cursor | undefined
  segment: PathSegment
  keys: string[] | undefined
  next: number
}

function cursor(node: object, depth: number, parent: Cursor | undefined, segment: PathSegment) {
  const keys = Array.isArray(node) ? undefined : Object.keys(node)
  return { node, depth, parent, segment, keys, next: 0 }
}

function pathOf(at: Cursor, basePath: readonly PathSegment[], last?: PathSegment): PathSegment[] {
  const segments: PathSegment[] = last === undefined ? [] : [last]
  for (let c: Cursor | undefined = at; c?.parent; c = c.parent) segments.push(c.segment)
  return [...basePath, ...segments.reverse()]
}

/**
 * The slow pass, run only when the fast one failed: a depth-first walk in document order, so the
 * problems the sink keeps are the first ones; once it is full, problems are only counted.
 * Stops at the first node nested too deep.
 */
function locateStructureProblems(
  root: unknown,
  basePath: readonly PathSegment[],
  maxDepth: number,
  sink: ProblemSink,
): ProblemSink {
  if (typeof root !== 'object' || root === null) return sink
  const top = cursor(root, 1, undefined, '')
  if (top.depth > maxDepth) {
    sink.add(problem([...basePath], tooDeepMessage(maxDepth), 'too-deep'))
    return sink
  }
  const stack: Cursor[] = [top]
  while (stack.length > 0) {
    const at = stack[stack.length - 1] as Cursor
    const segment = at.keys
      ? at.keys[at.next]
      : at.next < (at.node as unknown[]).length
        ? at.next
        : undefined
    if (segment === undefined) {
      stack.pop()
      continue
    }
    at.next++
    if (segment === FORBIDDEN_KEY) {
      if (sink.full) sink.more++
      else sink.add(problem(pathOf(at, basePath, segment), FORBIDDEN_MESSAGE, 'forbidden-key'))
      continue
    }
    const child: unknown = (at.node as Record<PathSegment, unknown>)[segment]
    if (typeof child !== 'object' || child === null) continue
    const inner = cursor(child, at.depth + 1, at, segment)
    if (inner.depth > maxDepth) {
      if (sink.full) sink.more++
      else sink.add(problem(pathOf(inner, basePath), tooDeepMessage(maxDepth), 'too-deep'))
      break
    }
    stack.push(inner)
  }
  return sink
}

const FORBIDDEN_MESSAGE =
  'the key "__proto__" is not allowed (it could replace an object\'s prototype)'

export function tooDeepMessage(maxDepth: number): string {
  return `nested deeper than the limit of ${maxDepth} levels of objects and arrays`
}
