import { sortByDocumentOrder } from './document-order.ts'
import { DEFAULT_MAX_DEPTH } from './limits.ts'
import { problem, type PathSegment, type Problem } from './problem.ts'

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
 * depth and one per forbidden key.
 */
export function checkStructure(
  root: unknown,
  basePath: readonly PathSegment[] = [],
  maxDepth: number = DEFAULT_MAX_DEPTH,
): Problem[] {
  if (isStructureSound(root, maxDepth)) return []
  return locateStructureProblems(root, basePath, maxDepth)
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

interface Frame {
  node: object
  depth: number
  path: readonly PathSegment[]
}

/** The slow pass, run only when the fast one failed: keeps paths to name where things are. */
function locateStructureProblems(
  root: unknown,
  basePath: readonly PathSegment[],
  maxDepth: number,
): Problem[] {
  const problems: Problem[] = []
  const stack: Frame[] = [{ node: root as object, depth: 1, path: basePath }]
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop() as Frame
    if (depth > maxDepth) {
      problems.push(
        problem(
          path,
          `nested deeper than the limit of ${maxDepth} levels of objects and arrays`,
          'too-deep',
        ),
      )
      break
    }
    const entries: [PathSegment, unknown][] = Array.isArray(node)
      ? node.map((child, i) => [i, child])
      : Object.keys(node).map((key) => [key, (node as Record<string, unknown>)[key]])
    for (let i = entries.length - 1; i >= 0; i--) {
      const [segment, child] = entries[i] as [PathSegment, unknown]
      if (segment === FORBIDDEN_KEY) {
        problems.push(
          problem(
            [...path, segment],
            'the key "__proto__" is not allowed (it could replace an object\'s prototype)',
            'forbidden-key',
          ),
        )
        continue
      }
      if (typeof child === 'object' && child !== null) {
        stack.push({ node: child, depth: depth + 1, path: [...path, segment] })
      }
    }
  }
  return sortByDocumentOrder(problems, root, basePath.length)
}
