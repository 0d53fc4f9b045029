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

/** A node to visit; its path is kept as a link to its parent's frame, built only for a problem. */
interface Frame {
  node: unknown
  depth: number
  parent: Frame | undefined
  segment: PathSegment
}

function pathOf(frame: Frame, basePath: readonly PathSegment[]): PathSegment[] {
  const segments: PathSegment[] = []
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) segments.push(f.segment)
  return [...basePath, ...segments.reverse()]
}

/**
 * The slow pass, run only when the fast one failed: visits every entry in document order
 * (pre-order; children pushed in reverse), so the problems kept by the sink are the first ones.
 */
function locateStructureProblems(
  root: unknown,
  basePath: readonly PathSegment[],
  maxDepth: number,
  sink: ProblemSink,
): ProblemSink {
  const stack: Frame[] = [{ node: root, depth: 1, parent: undefined, segment: '' }]
  while (stack.length > 0) {
    const frame = stack.pop() as Frame
    if (frame.parent && frame.segment === FORBIDDEN_KEY && !Array.isArray(frame.parent.node)) {
      sink.add(problem(pathOf(frame, basePath), FORBIDDEN_MESSAGE, 'forbidden-key'))
      continue
    }
    const node = frame.node
    if (typeof node !== 'object' || node === null) continue
    if (frame.depth > maxDepth) {
      sink.add(problem(pathOf(frame, basePath), tooDeepMessage(maxDepth), 'too-deep'))
      break
    }
    const depth = frame.depth + 1
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        const child: unknown = node[i]
        if (typeof child === 'object' && child !== null) {
          stack.push({ node: child, depth, parent: frame, segment: i })
        }
      }
    } else {
      const keys = Object.keys(node)
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string
        const child: unknown = (node as Record<string, unknown>)[key]
        if (key === FORBIDDEN_KEY || (typeof child === 'object' && child !== null)) {
          stack.push({ node: child, depth, parent: frame, segment: key })
        }
      }
    }
  }
  return sink
}

const FORBIDDEN_MESSAGE =
  'the key "__proto__" is not allowed (it could replace an object\'s prototype)'

export function tooDeepMessage(maxDepth: number): string {
  return `nested deeper than the limit of ${maxDepth} levels of objects and arrays`
}
