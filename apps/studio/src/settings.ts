import { apiBaseUrl, apiKey } from './config.ts'

/** Where the studio talks to, as "Settings" sets it. */
export interface ApiSettings {
  baseUrl: string
  apiKey: string
  /** Path of the upload sign operation (OssSignReq), on the API's origin. */
  signPath: string
}

/** The sign path the spec leaves open; "Settings" can change it. */
export const DEFAULT_SIGN_PATH = '/open/podcast/v1/oss/sign'

/** sessionStorage: the key stays in this tab only and goes with it (never localStorage, never logged). */
const STORAGE_KEY = 'podscene.studio.api'

/** The build's default: VITE_SANDBOX_URL / VITE_SANDBOX_KEY, else the local sandbox. */
export const DEFAULT_SETTINGS: ApiSettings = {
  baseUrl: apiBaseUrl,
  apiKey,
  signPath: DEFAULT_SIGN_PATH,
}

export function loadSettings(storage: Pick<Storage, 'getItem'> = sessionStorage): ApiSettings {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<ApiSettings> | null
    if (typeof stored?.baseUrl === 'string' && typeof stored.apiKey === 'string') {
      const signPath =
        typeof stored.signPath === 'string' && checkSignPath(stored.signPath).ok
          ? stored.signPath
          : DEFAULT_SIGN_PATH
      return { baseUrl: stored.baseUrl, apiKey: stored.apiKey, signPath }
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

/** A sign path: starts with `/`, no spaces, query or fragment; or a message saying what is wrong. */
export function checkSignPath(
  text: string,
): { ok: true; path: string } | { ok: false; message: string } {
  const path = text.trim()
  if (!path.startsWith('/')) {
    return { ok: false, message: `Upload sign path: "${text}" must start with /` }
  }
  if (/[\s?#]/.test(path)) {
    return {
      ok: false,
      message: `Upload sign path: "${text}" must be a path without spaces, ? or #`,
    }
  }
  return { ok: true, path }
}
