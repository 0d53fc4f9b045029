/** The JSON type name of a value, as used in problem messages (`got string`). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
  return typeof value
}

const MAX_SHOWN_CHARS = 40

/** A short rendering of a literal value for messages: `"pet"`, `3`, `null`; long strings cut with `…`. */
export function showLiteral(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS)}…` : value
    return JSON.stringify(shown)
  }
  if (typeof value === 'bigint') return `${value}n`
  return String(value)
}
