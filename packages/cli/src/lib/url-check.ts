import type { MediaCheck } from '@podscene/core'

export const DEFAULT_URL_TIMEOUT_MS = 5000

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `timed out after ${timeoutMs} ms`
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : error)
  return `network error: ${String(detail)}`
}

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number) {
  const headers: Record<string, string> = method === 'GET' ? { range: 'bytes=0-0' } : {}
  const response = await fetch(url, {
    method,
    headers,
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
  })
  await response.body?.cancel().catch(() => undefined)
  return response.status
}

/**
 * Whether a media URL loads: HTTP HEAD (a GET of the first byte when the server refuses HEAD)
 * with a timeout; `data:` URLs load; `blob:` URLs exist only inside the page that made them.
 */
export async function checkUrl(
  url: string,
  timeoutMs = DEFAULT_URL_TIMEOUT_MS,
): Promise<MediaCheck> {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase()
  if (scheme === 'data') return { ok: true }
  if (scheme === 'blob') {
    return { ok: false, reason: 'a blob: URL exists only inside the page that created it' }
  }
  try {
    let status = await request(url, 'HEAD', timeoutMs)
    if (status === 405 || status === 501 || status === 403) {
      status = await request(url, 'GET', timeoutMs)
    }
    return status >= 200 && status < 300 ? { ok: true } : { ok: false, reason: `HTTP ${status}` }
  } catch (error) {
    return { ok: false, reason: networkReason(error, timeoutMs) }
  }
}
