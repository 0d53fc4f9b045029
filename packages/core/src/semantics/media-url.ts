/**
 * Media and font URLs are allowed only with `https:`, `http:`, `blob:` or `data:image/*`.
 * Anything else (javascript:, file:, data:text/html, relative paths…) is refused.
 */
export function isAllowedMediaUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false
  const trimmed = url.trim()
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase()
  if (scheme === 'https' || scheme === 'http') return /^https?:\/\/[^/\s]/i.test(trimmed)
  if (scheme === 'blob') return trimmed.length > 'blob:'.length
  if (scheme === 'data') return /^data:image\/[a-z0-9.+-]+[;,]/i.test(trimmed)
  return false
}
