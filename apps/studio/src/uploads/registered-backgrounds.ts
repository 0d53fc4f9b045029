/**
 * The backgrounds this studio registered with POST /backgrounds (spec §4.2), per API origin, in
 * localStorage. The spec has no route listing backgrounds, so the "Image from library…" picker
 * lists these (and, when the server offers sandbox extensions, the Space's registered ones).
 */
export interface RegisteredBackground {
  id: number
  url: string
  previewUrl: string
  name: string
  registeredAt: number
}

const STORAGE_KEY = 'podscene.studio.backgrounds'
/** Newest kept per API origin. */
const MAX_KEPT = 500

type Stored = Record<string, RegisteredBackground[]>

function read(storage: Pick<Storage, 'getItem'>): Stored {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {}
  } catch {
    return {}
  }
}

export function registeredBackgrounds(
  baseUrl: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): RegisteredBackground[] {
  const list = read(storage)[baseUrl]
  return Array.isArray(list)
    ? list.filter((b) => b && typeof b.url === 'string' && typeof b.id === 'number')
    : []
}

export function rememberBackground(
  baseUrl: string,
  background: RegisteredBackground,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  const all = read(storage)
  const list = [background, ...(all[baseUrl] ?? []).filter((b) => b.id !== background.id)]
  all[baseUrl] = list.slice(0, MAX_KEPT)
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(all))
  } catch {
    // Storage full or blocked: the background is registered with the API all the same.
  }
}
