/** The JSON type name of a value, as used in problem messages (`got string`, `got array`). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
  return typeof value
}

const MAX_SHOWN_CHARS = 40

/**
 * A received value shown in a message: primitives as literals (`"pet"`, `-5`, `null`,
 * `undefined`; long strings cut with `…`), anything else by kind (`an array`, `an object`,
 * `a function`).
 */
export function showLiteral(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS)}…` : value
    return JSON.stringify(shown)
  }
  if (typeof value === 'bigint') return `${value}n`
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object' && value !== null) return 'an object'
  if (typeof value === 'function' || typeof value === 'symbol') return `a ${typeof value}`
  return String(value)
}
