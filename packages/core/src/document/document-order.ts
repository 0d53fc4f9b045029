import type { PathSegment, Problem } from './problem.ts'

/**
 * Sorts problems in the order their fields appear in the input (zod reports them in schema
 * order), so a designer reads them top to bottom as in the file. Stable for equal paths.
 * The first `skipSegments` path segments are a prefix that is not part of `root`.
 */
export function sortByDocumentOrder(
  problems: Problem[],
  root: unknown,
  skipSegments = 0,
): Problem[] {
  const keyed = problems.map((p) => ({
    p,
    order: positionOf(root, p.segments.slice(skipSegments)),
  }))
  keyed.sort((a, b) => compareOrders(a.order, b.order))
  return keyed.map((k) => k.p)
}

function positionOf(root: unknown, segments: readonly PathSegment[]): number[] {
  const order: number[] = []
  let node = root
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null) break
    if (Array.isArray(node)) {
      order.push(typeof segment === 'number' ? segment : Number.MAX_SAFE_INTEGER)
    } else {
      const index = Object.keys(node).indexOf(String(segment))
      // Missing required fields sort after the fields that are present.
      order.push(index === -1 ? Number.MAX_SAFE_INTEGER : index)
    }
    node = (node as Record<PathSegment, unknown>)[segment]
  }
  return order
}

function compareOrders(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number)
    if (d !== 0) return d
  }
  return a.length - b.length
}
