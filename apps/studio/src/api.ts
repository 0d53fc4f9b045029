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
 * cover): which demo projects exist in the key's Space.
 */
export async function fetchSeedProjects(api: Api, signal?: AbortSignal): Promise<SeedProject[]> {
  return (await fetchSeed(api, signal)).projects ?? []
}

/** The seeded waveform ids of the key's Space (sandbox only), offered by "Save waveform". */
export async function fetchSeedWaveforms(api: Api, signal?: AbortSignal): Promise<number[]> {
  const ids = (await fetchSeed(api, signal)).waveforms
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []
}

async function fetchSeed(
  api: Api,
  signal?: AbortSignal,
): Promise<{ projects?: SeedProject[]; waveforms?: unknown }> {
  const { baseUrl } = api
  let response: Response
  try {
    response = await fetch(`${baseUrl.replace(/\/$/, '')}/_sandbox/seed`, {
      headers: { 'X-Api-Key': api.apiKey },
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new Error(`cannot reach the API at ${baseUrl} (is \`pnpm sandbox\` running?)`)
  }
  const body = (await response.json().catch(() => null)) as {
    code?: number
    msg?: string
    data?: { projects?: SeedProject[]; waveforms?: unknown }
  } | null
  if (!response.ok || !body || body.code !== 0) {
    throw new Error(
      `${baseUrl}/_sandbox/seed answered ${response.status}: ${body?.msg ?? 'not an API envelope'}`,
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
