/** The load state of one media URL, as renderers see it. */
export type MediaStatus<T> =
  | { state: 'loading' }
  | {
      state: 'ready'
      value: T
      /** Loaded without CORS: drawing it taints the canvas. */ tainting: boolean
    }
  | { state: 'failed'; reason: string }

export const loadingStatus: { state: 'loading' } = { state: 'loading' }

export function timeoutReason(timeoutMs: number): string {
  const seconds = Math.round(timeoutMs / 100) / 10
  return `timed out after ${seconds} s`
}

/** Rejects with `timed out after N s` unless `promise` settles within `timeoutMs`. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new MediaLoadError(timeoutReason(timeoutMs))), timeoutMs)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** A load failure whose message is the reason shown on the placeholder. */
export class MediaLoadError extends Error {
  override name = 'MediaLoadError'
}

export function failureReason(error: unknown): string {
  return error instanceof MediaLoadError ? error.message : 'failed to load'
}
