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

/** One write of `setAllIn`: `value` at `segments`. */
export interface PathWrite {
  segments: readonly PathSegment[]
  value: unknown
}

/** Writes grouped by path: a value to set here, or the writes below each key. */
interface WriteNode {
  value?: { v: unknown }
  children: Map<PathSegment, WriteNode>
}

/**
 * A copy of `root` with every write applied (later writes to the same path win), as `setIn`
 * each in turn would give — but each object or array on the written paths is copied once, so
 * N writes below one array cost O(N + its length), not O(N × its length).
 */
export function setAllIn(root: unknown, writes: readonly PathWrite[]): unknown {
  const tree: WriteNode = { children: new Map() }
  for (const { segments, value } of writes) {
    let node = tree
    for (const segment of segments) {
      let child = node.children.get(segment)
      if (!child) node.children.set(segment, (child = { children: new Map() }))
      node = child
    }
    node.value = { v: value }
    node.children.clear()
  }
  return apply(root, tree)
}

function apply(current: unknown, node: WriteNode): unknown {
  const base = node.value ? node.value.v : current
  if (node.children.size === 0) return base
  const container: Container = base !== null && typeof base === 'object' ? (base as Container) : {}
  const copy: Container = Array.isArray(container) ? container.slice() : { ...container }
  for (const [segment, child] of node.children) {
    const target = copy as Record<PathSegment, unknown>
    target[segment] = apply(target[segment], child)
  }
  return copy
}
