import { SandboxError } from './envelope.ts'

/** Fixed one-minute windows per API key; `limit` 0 turns the limit off. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()
  private readonly limit: number
  private readonly now: () => number

  constructor(limit: number, now: () => number) {
    this.limit = limit
    this.now = now
  }

  /** Counts one request for `keyHash`; throws 429 with Retry-After (seconds) over the limit. */
  hit(keyHash: string): void {
    if (this.limit <= 0) return
    const now = this.now()
    let window = this.windows.get(keyHash)
    if (!window || now - window.start >= 60_000) {
      window = { start: now, count: 0 }
      this.windows.set(keyHash, window)
    }
    window.count += 1
    if (window.count > this.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000))
      throw new SandboxError(
        'rateLimit',
        `rate limit of ${this.limit} requests per minute for this API key exceeded; retry after ${retryAfter} s`,
        {
          cause: 'rate_limited',
          details: { limit_per_minute: this.limit, retry_after_seconds: retryAfter },
          headers: { 'Retry-After': String(retryAfter) },
        },
      )
    }
  }
}
