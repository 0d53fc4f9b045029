/** Thrown into work that was waiting when the sandbox shut down. */
export class ShutdownError extends Error {
  constructor() {
    super('the sandbox is shutting down')
  }
}

/** Waits `ms`, or rejects with ShutdownError as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new ShutdownError())
    const onAbort = () => {
      clearTimeout(timer)
      reject(new ShutdownError())
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
