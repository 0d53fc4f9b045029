import type { PathSegment } from '../document/problem.ts'

type Container = Record<PathSegment, unknown> | unknown[]

/**
 * A copy of `root` with `value` at `segments`, copying only the objects and arrays on the path
 * (every other object is shared). An existing key keeps its place in its object, so the key
 * order of the document is kept; a missing (or null) object on the way is created as `{}`.
 */
export function setIn(root: unknown, segments: readonly PathSegment[], value: unknown): unknown {
  if (segments.length === 0) return value
  const [head, ...rest] = segments as [PathSegment, ...PathSegment[]]
  const container: Container = root !== null && typeof root === 'object' ? (root as Container) : {}
  const child = (container as Record<PathSegment, unknown>)[head]
  const copy: Container = Array.isArray(container) ? container.slice() : { ...container }
  ;(copy as Record<PathSegment, unknown>)[head] = setIn(child, rest, value)
  return copy
}
