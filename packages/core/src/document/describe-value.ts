/** The JSON type name of a value, as used in problem messages (`got string`). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
  return typeof value
}

/** A short rendering of a literal value for messages: `"pet"`, `3`, `null`. */
export function showLiteral(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  return String(value)
}
