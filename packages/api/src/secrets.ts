const redacted = '[redacted]'

/** Replaces every occurrence of a secret in strings, at any depth of plain data. */
export function scrub<T>(value: T, secrets: readonly string[]): T {
  const active = secrets.filter((s) => s.length > 0)
  if (active.length === 0) return value
  return scrubValue(value, active, 0) as T
}

function scrubValue(value: unknown, secrets: readonly string[], depth: number): unknown {
  if (typeof value === 'string') {
    return secrets.reduce((text, secret) => text.split(secret).join(redacted), value)
  }
  if (depth > 20 || typeof value !== 'object' || value === null) return value
  if (value instanceof Error) {
    const message = scrubValue(value.message, secrets, depth + 1) as string
    if (message === value.message) return value
    const copy = new Error(message)
    copy.name = value.name
    return copy
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, secrets, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[scrubValue(key, secrets, depth + 1) as string] = scrubValue(item, secrets, depth + 1)
  }
  return out
}
