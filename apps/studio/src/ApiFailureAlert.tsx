import { useEffect, useState } from 'react'
import { rateLimitText, type ApiFailure } from './api-failure.ts'

export interface ApiFailureAlertProps {
  /** What failed, e.g. `Save failed`. */
  prefix: string
  failure: ApiFailure
  onRetry(): void
}

/**
 * A failed API call (`role="alert"`): the server's message, code and request id, and "Retry".
 * A rate limit also shows the wait (`Rate limited — retry in N s`) and retries once it elapses.
 */
export function ApiFailureAlert({ prefix, failure, onRetry }: ApiFailureAlertProps) {
  const waitMs = failure.retryAfterMs
  const [leftMs, setLeftMs] = useState(waitMs)
  useEffect(() => {
    if (waitMs === undefined) return
    const until = performance.now() + waitMs
    setLeftMs(waitMs)
    const tick = setInterval(() => {
      const left = until - performance.now()
      if (left > 0) return setLeftMs(left)
      clearInterval(tick)
      onRetry()
    }, 250)
    return () => clearInterval(tick)
  }, [failure, waitMs, onRetry])
  return (
    <div role="alert" className="studio__error studio__failure">
      <span>
        {prefix}: {failure.message}
      </span>
      {leftMs !== undefined && <span className="studio__wait">{rateLimitText(leftMs)}</span>}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
