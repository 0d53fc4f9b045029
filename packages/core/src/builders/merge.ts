type Plain = Record<string, unknown>

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Deep merge for builders: objects merge key by key, anything else (arrays, null, primitives)
 * in `overrides` replaces the default. `__proto__` keys are skipped so a merge can never change
 * a prototype. Returns new objects; the inputs are not modified.
 */
export function mergeDefaults<T extends Plain>(defaults: T, overrides: Plain | undefined): T {
  const out: Plain = { ...defaults }
  if (!overrides) return out as T
  for (const key of Object.keys(overrides)) {
    if (key === '__proto__') continue
    const value = overrides[key]
    if (value === undefined) continue
    const base = out[key]
    out[key] = isPlainObject(base) && isPlainObject(value) ? mergeDefaults(base, value) : value
  }
  return out as T
}
