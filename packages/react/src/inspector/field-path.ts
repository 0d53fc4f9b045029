import type { Editor, Layer } from '@podscene/core'

/** Set a field of a layer by a dotted path relative to the layer (`prop.textInfo.content`). */
export function setLayerPath(editor: Editor, key: string, path: string, value: unknown): void {
  editor.setLayerField(key, path.split('.'), value)
}

/** The value at a dotted path of the layer (undefined when any step is missing). */
export function readLayerPath(layer: Layer, path: string): unknown {
  let at: unknown = layer
  for (const step of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined
    at = (at as Record<string, unknown>)[step]
  }
  return at
}

/** A value the renderer reads (it skips empty strings and non-finite numbers). */
export function isSet(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'boolean'
}

/**
 * Where an edit must go so the renderer shows it: the first of `candidates` (in the renderer's
 * order of precedence) that holds a value, else `fallback` (the field a new value belongs in).
 */
export function targetPath(layer: Layer, candidates: readonly string[], fallback: string): string {
  return candidates.find((path) => isSet(readLayerPath(layer, path))) ?? fallback
}

/** The value the renderer reads: the first candidate that is set. */
export function firstSet(layer: Layer, candidates: readonly string[]): unknown {
  for (const path of candidates) {
    const value = readLayerPath(layer, path)
    if (isSet(value)) return value
  }
  return undefined
}
