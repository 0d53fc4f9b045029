import type { Patch } from 'immer'

type Key = string | number

/**
 * immer's patches restore values but not key order: undoing the deletion of a field re-adds it
 * at the END of its object (`add` assigns), so `serialize()` after undo differed from the
 * original (lossless documents: the exact document back). For every object that `patches` add
 * keys to or remove keys from, this checks whether applying them to `from` gives the key order
 * the object has in `to`; where it does not, it appends a patch replacing that object with its
 * version in `to`. Appended after all others, where the document already holds `to`'s values,
 * it changes only the order. Cost: one key list per object whose keys changed.
 */
export function keepKeyOrder(patches: Patch[], from: unknown, to: unknown): Patch[] {
  let changed: Map<string, { path: Key[]; ops: Patch[] }> | undefined
  for (const patch of patches) {
    if (patch.op === 'replace' || patch.path.length === 0) continue
    if (typeof patch.path[patch.path.length - 1] !== 'string') continue // array index
    const path = patch.path.slice(0, -1) as Key[]
    const id = JSON.stringify(path)
    changed ??= new Map()
    const group = changed.get(id)
    if (group) group.ops.push(patch)
    else changed.set(id, { path, ops: [patch] })
  }
  if (!changed) return patches
  const fixes: Patch[] = []
  for (const { path, ops } of changed.values()) {
    const source = objectAt(from, path)
    const target = objectAt(to, path)
    if (!source || !target) continue
    if (!sameKeys(keysAfter(Object.keys(source), ops), Object.keys(target))) {
      fixes.push({ op: 'replace', path, value: target })
    }
  }
  return fixes.length === 0 ? patches : [...patches, ...fixes]
}

/** The key order a plain object gets when `ops` are applied to it by assignment and delete. */
function keysAfter(keys: string[], ops: Patch[]): string[] {
  for (const op of ops) {
    const key = String(op.path[op.path.length - 1])
    const at = keys.indexOf(key)
    if (op.op === 'remove' && at >= 0) keys.splice(at, 1)
    else if (op.op === 'add' && at < 0) keys.push(key)
  }
  return keys
}

function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** The plain (non-array) object at `path`, or undefined. */
function objectAt(root: unknown, path: readonly Key[]): object | undefined {
  let node = root
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<Key, unknown>)[key]
  }
  return typeof node === 'object' && node !== null && !Array.isArray(node) ? node : undefined
}
