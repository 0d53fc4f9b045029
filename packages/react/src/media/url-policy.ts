import { isAllowedMediaUrl } from '@podscene/core'

/**
 * Why a media or font URL may not be loaded (docs site: “The data model”, Units; decided by core's
 * `isAllowedMediaUrl`), as the text shown on its placeholder; null when it is allowed.
 */
export function mediaUrlBlockReason(url: string): string | null {
  const trimmed = url.trim()
  if (trimmed === '') return 'no media URL'
  if (isAllowedMediaUrl(trimmed)) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase()
  if (scheme === undefined) return 'blocked: relative URL not allowed'
  if (scheme === 'data') {
    const mime = /^data:([^;,]*)/i.exec(trimmed)?.[1]?.toLowerCase() || 'text/plain'
    return `blocked: data:${mime} URL not allowed`
  }
  return `blocked: ${scheme}: URL not allowed`
}
