/**
 * Whether a media or font URL lasts beyond this browser session, so a saved template can load it.
 * `blob:`, `file:` and `filesystem:` URLs live only in the browser that made them; a `data:` URL
 * is kept inline, which is fine for a small image but bloats a template past
 * `MAX_INLINE_DATA_URL_BYTES` (64 KiB).
 */
export const MAX_INLINE_DATA_URL_BYTES = 64 * 1024

const SESSION_ONLY = ['blob:', 'file:', 'filesystem:'] as const

/** Whether the URL lives only in this browser (`blob:`, `file:`, `filesystem:`). */
export function isSessionOnlyUrl(url: string): boolean {
  const lower = url.trim().slice(0, 12).toLowerCase()
  return SESSION_ONLY.some((scheme) => lower.startsWith(scheme))
}

/**
 * Why the URL would not last in a saved template (`null` when it does): a session-only scheme,
 * or a `data:` URL longer than 64 KiB.
 */
export function unpersistedUrlReason(url: string): string | null {
  const trimmed = url.trim()
  if (isSessionOnlyUrl(trimmed)) {
    const scheme = trimmed.slice(0, trimmed.indexOf(':') + 1).toLowerCase()
    return `a ${scheme} URL exists only in the browser that made it; upload the file and store its URL`
  }
  if (/^data:/i.test(trimmed) && trimmed.length > MAX_INLINE_DATA_URL_BYTES) {
    const kib = Math.ceil(trimmed.length / 1024)
    return `a data: URL of ${kib} KiB is over the ${MAX_INLINE_DATA_URL_BYTES / 1024} KiB kept inline; upload the file and store its URL`
  }
  return null
}
