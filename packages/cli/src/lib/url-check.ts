import type { MediaCheck } from '@podscene/core'

export const DEFAULT_URL_TIMEOUT_MS = 5000

/** Overall limit of every URL check of one `lint --check-urls` run (`--check-urls-timeout`). */
export const DEFAULT_CHECK_URLS_TIMEOUT_MS = 60_000

const MAX_TIMER_MS = 2 ** 31 - 1

/** The missing-media reason of a URL the overall limit left unchecked (or cut in flight). */
export function notCheckedReason(totalTimeoutMs: number): string {
  return `not checked: the overall limit --check-urls-timeout ${totalTimeoutMs} ms ran out`
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `timed out after ${timeoutMs} ms`
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : error)
  return `network error: ${String(detail)}`
}

async function request(
  url: string,
  method: 'HEAD' | 'GET',
  timeoutMs: number,
  deadline: AbortSignal | undefined,
) {
  const headers: Record<string, string> = method === 'GET' ? { range: 'bytes=0-0' } : {}
  const timeout = AbortSignal.timeout(Math.min(timeoutMs, MAX_TIMER_MS))
  const response = await fetch(url, {
    method,
    headers,
    redirect: 'follow',
    signal: deadline ? AbortSignal.any([timeout, deadline]) : timeout,
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
  deadline?: AbortSignal,
): Promise<MediaCheck> {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase()
  if (scheme === 'data') return { ok: true }
  if (scheme === 'blob') {
    return { ok: false, reason: 'a blob: URL exists only inside the page that created it' }
  }
  try {
    let status = await request(url, 'HEAD', timeoutMs, deadline)
    if (status === 405 || status === 501 || status === 403) {
      status = await request(url, 'GET', timeoutMs, deadline)
    }
    return status >= 200 && status < 300 ? { ok: true } : { ok: false, reason: `HTTP ${status}` }
  } catch (error) {
    if (deadline?.aborted) throw deadline.reason
    return { ok: false, reason: networkReason(error, timeoutMs) }
  }
}

/**
 * `checkUrl` for every URL of one run under an overall limit (`totalTimeoutMs` from creation):
 * once it runs out, checks in flight are cut and the URLs left are not fetched; both are reported
 * as not loading with `notCheckedReason`, and counted in `notChecked()`.
 */
export function createUrlChecker(
  timeoutMs: number,
  totalTimeoutMs: number,
): { check: (url: string) => Promise<MediaCheck>; notChecked: () => number } {
  // setTimeout fires at once past 2³¹−1 ms (about 24.8 days).
  const deadline = AbortSignal.timeout(Math.min(totalTimeoutMs, MAX_TIMER_MS))
  let notChecked = 0
  const skipped = (): MediaCheck => {
    notChecked++
    return { ok: false, reason: notCheckedReason(totalTimeoutMs) }
  }
  return {
    check: async (url) => {
      if (deadline.aborted) return skipped()
      try {
        return await checkUrl(url, timeoutMs, deadline)
      } catch {
        return skipped()
      }
    },
    notChecked: () => notChecked,
  }
}
