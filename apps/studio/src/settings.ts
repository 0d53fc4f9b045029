import { apiBaseUrl, apiKey } from './config.ts'

/** Where the studio talks to, as "Settings" sets it. */
export interface ApiSettings {
  baseUrl: string
  apiKey: string
}

/** sessionStorage: the key stays in this tab only and goes with it (never localStorage, never logged). */
const STORAGE_KEY = 'podscene.studio.api'

/** The build's default: VITE_SANDBOX_URL / VITE_SANDBOX_KEY, else the local sandbox. */
export const DEFAULT_SETTINGS: ApiSettings = { baseUrl: apiBaseUrl, apiKey }

export function loadSettings(storage: Pick<Storage, 'getItem'> = sessionStorage): ApiSettings {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<ApiSettings> | null
    if (typeof stored?.baseUrl === 'string' && typeof stored.apiKey === 'string') {
      return { baseUrl: stored.baseUrl, apiKey: stored.apiKey }
    }
  } catch {
    // Unreadable: the defaults.
  }
  return DEFAULT_SETTINGS
}

export function storeSettings(
  settings: ApiSettings,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(settings))
}

/** An http(s) URL without a trailing slash, or a message saying what is wrong. */
export function checkBaseUrl(
  text: string,
): { ok: true; url: string } | { ok: false; message: string } {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return { ok: false, message: `API base URL: "${text}" is not a URL` }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `API base URL: expected http: or https:, got ${url.protocol}` }
  }
  return { ok: true, url: url.href.replace(/\/+$/, '') }
}
