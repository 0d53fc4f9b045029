/**
 * Array helpers for lists of any length. `Math.min(...xs)` and `list.push(...items)` put every
 * element on the call stack and throw RangeError from about 100,000 elements, and documents make
 * lists that long (layers, words, lines); the lint rule `podscene/no-spread-arguments` keeps
 * spreads out of core's calls.
 */

/** The smallest of `values` (as Math.min: NaN if any is NaN), or `empty` when there are none. */
export function minOf(values: Iterable<number>, empty = Infinity): number {
  let result = empty
  let first = true
  for (const v of values) {
    result = first ? v : Math.min(result, v)
    first = false
  }
  return result
}

/** The largest of `values` (as Math.max: NaN if any is NaN), or `empty` when there are none. */
export function maxOf(values: Iterable<number>, empty = -Infinity): number {
  let result = empty
  let first = true
  for (const v of values) {
    result = first ? v : Math.max(result, v)
    first = false
  }
  return result
}

/** Appends every item of `items` to `target` (in order); returns `target`. */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item)
  return target
}

/** Inserts every item of `items` into `target` before `index` (as `splice(index, 0, ...items)`). */
export function insertAll<T>(target: T[], index: number, items: Iterable<T>): T[] {
  const tail = target.splice(index)
  pushAll(target, items)
  return pushAll(target, tail)
}
