export interface RetryOptions {
  /** Attempts per logical call, the first included (1 = never retry). Default 4. */
  maxAttempts: number
  /** Backoff base: the cap of attempt n's wait is `baseDelayMs * 2^(n-1)`. Default 250. */
  baseDelayMs: number
  /** Upper bound of a computed backoff wait. Default 8000. */
  maxDelayMs: number
  /** A `Retry-After` longer than this is not waited out; the error is thrown instead. Default 60000. */
  maxRetryAfterMs: number
}

export const defaultRetry: RetryOptions = {
  maxAttempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
}

export function resolveRetry(partial: Partial<RetryOptions> | undefined): RetryOptions {
  const retry = { ...defaultRetry, ...partial }
  for (const key of Object.keys(defaultRetry) as (keyof RetryOptions)[]) {
    const value = retry[key]
    if (!Number.isFinite(value) || value < 0) {
      throw new TypeError(`retry.${key}: expected a non-negative number, got ${String(value)}`)
    }
  }
  if (!Number.isInteger(retry.maxAttempts) || retry.maxAttempts < 1) {
    throw new TypeError(`retry.maxAttempts: expected an integer ≥ 1, got ${retry.maxAttempts}`)
  }
  return retry
}

/**
 * "Full jitter" backoff (AWS Architecture Blog): a uniform wait in [0, cap) where the cap grows
 * exponentially, so many clients that failed together do not retry together.
 * `failedAttempt` is 1 for the wait after the first attempt.
 */
export function backoffDelayMs(
  failedAttempt: number,
  retry: RetryOptions,
  random: () => number,
): number {
  const cap = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (failedAttempt - 1))
  return Math.floor(random() * cap)
}

/**
 * `Retry-After` as milliseconds from `now`: delta-seconds (`"3"`, `"1.5"`) or an HTTP date.
 * Undefined when absent or unreadable; a date in the past gives 0.
 */
export function parseRetryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined
  const text = header.trim()
  if (text === '') return undefined
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
