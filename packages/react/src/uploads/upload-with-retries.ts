import { isAllowedMediaUrl, isSessionOnlyUrl } from '@podscene/core'
import {
  isTransientUploadError,
  retryAfterOf,
  type AssetUpload,
  type AssetUploadProgress,
  type AssetUploadResult,
} from '../state/asset-upload.ts'

export interface UploadRetryPolicy {
  /** Tries after the first when a failure is transient. Default 3. */
  retries: number
  /** First backoff; doubled per retry, capped at `maxDelayMs`. Defaults 500 ms and 4 s. */
  baseDelayMs: number
  maxDelayMs: number
}

export const defaultUploadRetry: UploadRetryPolicy = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 4000,
}

export interface UploadWithRetriesOptions {
  signal: AbortSignal
  onProgress?: (progress: AssetUploadProgress) => void
  /** Told before each wait for a retry: which attempt comes next, after how long, and why. */
  onRetry?: (retry: { attempt: number; delayMs: number; error: unknown }) => void
  retry?: Partial<UploadRetryPolicy>
  /** Injectable for tests; rejects when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

/** Thrown when the user cancelled the upload. */
export class UploadCancelledError extends Error {
  constructor(fileName: string) {
    super(`the upload of ${fileName} was cancelled`)
    this.name = 'UploadCancelledError'
  }
}

function sleepWithSignal(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** The backoff before retry number `n` (1-based): base × 2^(n−1), capped. */
export function uploadBackoffMs(n: number, policy: UploadRetryPolicy = defaultUploadRetry): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - 1))
}

/** Checks what an `onAssetUpload` answered: a lasting, allowed media URL. */
export function checkUploadResult(result: unknown, fileName: string): AssetUploadResult {
  const url = (result as { url?: unknown } | null)?.url
  if (typeof url !== 'string' || url.trim() === '') {
    throw new Error(`onAssetUpload answered no URL for ${fileName} (expected { url })`)
  }
  if (isSessionOnlyUrl(url)) {
    throw new Error(
      `onAssetUpload answered ${url.slice(0, url.indexOf(':') + 1)} for ${fileName}, which lasts only in this browser`,
    )
  }
  if (!isAllowedMediaUrl(url)) {
    throw new Error(`onAssetUpload answered ${url} for ${fileName}, which is not an http(s) URL`)
  }
  return result as AssetUploadResult
}

/**
 * Runs `upload` for one file: transient failures are tried again (bounded, exponential backoff,
 * or the error's `retryAfterMs`), an abort stops at once with `UploadCancelledError`, anything
 * else rejects with the last error. The answer is checked by `checkUploadResult`.
 */
export async function uploadWithRetries(
  upload: AssetUpload,
  file: File,
  options: UploadWithRetriesOptions,
): Promise<AssetUploadResult> {
  const policy = { ...defaultUploadRetry, ...options.retry }
  const sleep = options.sleep ?? sleepWithSignal
  const { signal } = options
  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) throw new UploadCancelledError(file.name)
    try {
      const result = await upload(file, {
        signal,
        attempt,
        onProgress: (p) => {
          if (!signal.aborted) options.onProgress?.(p)
        },
      })
      if (signal.aborted) throw new UploadCancelledError(file.name)
      return checkUploadResult(result, file.name)
    } catch (error) {
      if (signal.aborted) throw new UploadCancelledError(file.name)
      if (attempt > policy.retries || !isTransientUploadError(error)) throw error
      const delayMs = retryAfterOf(error) ?? uploadBackoffMs(attempt, policy)
      options.onRetry?.({ attempt: attempt + 1, delayMs, error })
      try {
        await sleep(delayMs, signal)
      } catch {
        throw new UploadCancelledError(file.name)
      }
    }
  }
}
