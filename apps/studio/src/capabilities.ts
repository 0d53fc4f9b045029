/**
 * "Test connection"'s result from GET /capabilities (spec §4.10, whose fields the spec leaves
 * open): `Connected: Space <space>, scopes <a, b> | scopes not reported, <n> operations`. The Space
 * is `auth.space` or `project.space`; scopes are `auth.scopes` (the sandbox reports the key's).
 */
export function connectedText(capabilities: Record<string, unknown> | null | undefined): string {
  const auth = objectOf(capabilities?.auth)
  const project = objectOf(capabilities?.project)
  const space = [auth?.space, project?.space].find((s) => typeof s === 'string') ?? 'unknown'
  const scopes = Array.isArray(auth?.scopes)
    ? `scopes ${auth.scopes.map(String).join(', ') || 'none'}`
    : 'scopes not reported'
  const operations = capabilities?.operations
  const count = Array.isArray(operations) ? `, ${operations.length} operations` : ''
  return `Connected: Space ${String(space)}, ${scopes}${count}`
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}
