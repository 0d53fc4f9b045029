import { RateLimitError } from '@podscene/api'
import { describeError } from './api.ts'

/** A failed API call as the studio shows it: the message and, for a 429, how long to wait. */
export interface ApiFailure {
  /** `<what>: <server msg> (code <code>, request <rid>)` (describeError). */
  message: string
  /** From the server's `Retry-After` (spec §7), when it rate-limited the call. */
  retryAfterMs?: number
}

export function apiFailureOf(error: unknown): ApiFailure {
  const message = describeError(error)
  if (error instanceof RateLimitError) {
    // No Retry-After: back off one second, as the spec asks clients to back off.
    return { message, retryAfterMs: error.retryAfterMs ?? 1000 }
  }
  return { message }
}

/** `Rate limited — retry in N s`, N the whole seconds left (at least 1 while waiting). */
export function rateLimitText(leftMs: number): string {
  return `Rate limited — retry in ${Math.max(1, Math.ceil(leftMs / 1000))} s`
}
