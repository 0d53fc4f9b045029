import { createClient, type PodsceneClient } from '@podscene/api'
import { DEFAULT_SIGN_PATH, type ApiSettings } from './settings.ts'

/** One configured API: the typed client and where it points. */
export interface Api {
  baseUrl: string
  apiKey: string
  /** Where uploads are signed (Settings). */
  signPath: string
  client: PodsceneClient
}

export function createApi(
  settings: Pick<ApiSettings, 'baseUrl' | 'apiKey'> & Partial<ApiSettings>,
): Api {
  return {
    ...settings,
    signPath: settings.signPath ?? DEFAULT_SIGN_PATH,
    client: createClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, timeoutMs: 10_000 }),
  }
}

export interface SeedProject {
  id: string
  state: 'completed' | 'processing' | 'failed'
  title?: string
}

/**
 * The sandbox's seed listing (`GET /_sandbox/seed`, a sandbox-only route the typed client does not
 * cover): which demo projects exist in the key's Space. A server without it (the real API, or
 * the sandbox with SANDBOX_EXTENSIONS=off: 404) lists none, quietly.
 */
export async function fetchSeedProjects(api: Api, signal?: AbortSignal): Promise<SeedProject[]> {
  return (await fetchSeed(api, signal)).projects ?? []
}

/** The seeded waveform ids of the key's Space (sandbox only), offered by "Save waveform". */
export async function fetchSeedWaveforms(api: Api, signal?: AbortSignal): Promise<number[]> {
  const ids = (await fetchSeed(api, signal)).waveforms
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []
}

/** Whether the server offers the sandbox's `/_sandbox/*` conveniences, per API (asked once). */
const offered = new WeakMap<Api, Promise<boolean>>()

/**
 * Asks GET /capabilities (a spec route) whether `/_sandbox/*` is served
 * (`sandbox_extensions`, else `sandbox: true` of older sandboxes), so a server without them is
 * never sent a request that would 404. An unreachable API rejects.
 */
export function sandboxExtensionsOffered(api: Api): Promise<boolean> {
  // Shared by every caller of this API (so not cancelled by one of them; it is short).
  let answer = offered.get(api)
  if (!answer) {
    answer = api.client.getCapabilities().then(
      (caps) => (caps?.sandbox_extensions ?? caps?.sandbox) === true,
      (error: unknown) => {
        offered.delete(api)
        throw new Error(`cannot reach the API at ${api.baseUrl}: ${describeError(error)}`)
      },
    )
    offered.set(api, answer)
  }
  return answer
}

async function fetchSeed(
  api: Api,
  signal?: AbortSignal,
): Promise<{ projects?: SeedProject[]; waveforms?: unknown }> {
  return fetchSandbox(api, '/_sandbox/seed', signal)
}

/** The backgrounds registered in the key's Space (sandbox only: the spec has no listing). */
export async function fetchSandboxBackgrounds(
  api: Api,
  signal?: AbortSignal,
): Promise<Array<{ id: number; origin_url: string; preview_url?: string }>> {
  const list = (await fetchSandbox(api, '/_sandbox/resources', signal)).backgrounds
  return Array.isArray(list) ? list : []
}

/** A `/_sandbox/*` read when the server offers them, else `{}` without asking. */
async function fetchSandbox(
  api: Api,
  path: string,
  signal?: AbortSignal,
): Promise<{ projects?: SeedProject[]; waveforms?: unknown; backgrounds?: unknown }> {
  if (!(await sandboxExtensionsOffered(api))) return {}
  signal?.throwIfAborted()
  const { baseUrl } = api
  let response: Response
  try {
    response = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
      headers: { 'X-Api-Key': api.apiKey },
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new Error(`cannot reach the API at ${baseUrl} (is \`pnpm sandbox\` running?)`)
  }
  // Not offered (spec-only server): nothing to list, and nothing to report.
  if (response.status === 404) return {}
  const body = (await response.json().catch(() => null)) as {
    code?: number
    msg?: string
    data?: { projects?: SeedProject[]; waveforms?: unknown; backgrounds?: unknown }
  } | null
  if (!response.ok || !body || body.code !== 0) {
    throw new Error(
      `${baseUrl}${path} answered ${response.status}: ${body?.msg ?? 'not an API envelope'}`,
    )
  }
  return body.data ?? {}
}

/** A message for any error thrown by the client or the fetches above. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const e = error as Error & { code?: number; rid?: string }
    const details = [e.code !== undefined && `code ${e.code}`, e.rid && `request ${e.rid}`]
      .filter(Boolean)
      .join(', ')
    return details ? `${e.message} (${details})` : e.message
  }
  return String(error)
}
