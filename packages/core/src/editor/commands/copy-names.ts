import { tracksOf } from '../document.ts'
import type { EditorDocument } from '../types.ts'

/**
 * The name for a part or copy of a layer named `name`: `Intro` → `Intro (2)`, `Intro (2)` →
 * `Intro (3)`, the first `<name> (n)` (n ≥ 2) no layer of the document is named.
 */
export function copyName(doc: EditorDocument, name: string): string {
  const base = name.replace(/\s\(\d+\)$/, '')
  const taken = new Set<string>()
  for (const track of tracksOf(doc)) {
    for (const layer of track.layers ?? []) {
      const own = (layer as { name?: unknown }).name
      if (typeof own === 'string') taken.add(own.trim())
    }
  }
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`
    if (!taken.has(candidate)) return candidate
  }
}
