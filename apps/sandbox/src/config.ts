export const allScopes = [
  'asset.read',
  'asset.write',
  'podcast.read',
  'podcast.write',
  'podcast.generate',
] as const
export type Scope = (typeof allScopes)[number]

/** One API key: the Space it acts on and the OAuth-style scopes it holds. */
export type KeyGrant = { key: string; space: string; scopes: readonly Scope[] }

export const defaultKeys =
  'sandbox-key:demo,sandbox-key-2:other,sandbox-readonly:demo:asset.read+podcast.read'

/**
 * Parses `key:space[:scope+scope]` pairs separated by commas. Without scopes a key holds all of
 * them. Throws a message naming the bad entry.
 */
export function parseKeys(spec: string): KeyGrant[] {
  const grants: KeyGrant[] = []
  for (const raw of spec.split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const [key, space, scopeList, ...rest] = entry.split(':')
    if (!key || !space || rest.length > 0) {
      throw new Error(
        `SANDBOX_KEYS entry "${entry}" must look like key:space or key:space:scope+scope`,
      )
    }
    const scopes = scopeList ? scopeList.split('+') : [...allScopes]
    for (const scope of scopes) {
      if (!(allScopes as readonly string[]).includes(scope)) {
        throw new Error(
          `SANDBOX_KEYS entry "${entry}": unknown scope "${scope}" (known: ${allScopes.join(', ')})`,
        )
      }
    }
    if (grants.some((g) => g.key === key)) throw new Error(`SANDBOX_KEYS lists key "${key}" twice`)
    grants.push({ key, space, scopes: scopes as Scope[] })
  }
  if (grants.length === 0) throw new Error('SANDBOX_KEYS lists no key')
  return grants
}

export type KeysOption = string | Record<string, string> | KeyGrant[]

export function normalizeKeys(keys: KeysOption | undefined): KeyGrant[] {
  if (keys === undefined) return parseKeys(defaultKeys)
  if (typeof keys === 'string') return parseKeys(keys)
  if (Array.isArray(keys)) return keys
  return Object.entries(keys).map(([key, space]) => ({ key, space, scopes: [...allScopes] }))
}

/** Origins allowed by CORS: any port on loopback unless SANDBOX_CORS_ORIGINS says otherwise. */
export const defaultCorsOrigins = [/^http:\/\/127\.0\.0\.1(:\d+)?$/, /^http:\/\/localhost(:\d+)?$/]

export function parseCorsOrigins(spec: string | undefined): Array<string | RegExp> {
  if (!spec) return defaultCorsOrigins
  return spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * The origin media URLs are built from (`publicUrl` / SANDBOX_PUBLIC_URL): an http(s) URL with
 * no path, query or credentials. Throws a message naming `source` and what is wrong.
 */
export function parsePublicUrl(value: string, source = 'publicUrl'): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${source} "${value}" is not a URL; expected e.g. http://127.0.0.1:8787`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${source} "${value}" must use http or https`)
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new Error(
      `${source} "${value}" must be only scheme, host and port (no path, query or credentials)`,
    )
  }
  return url.origin
}
