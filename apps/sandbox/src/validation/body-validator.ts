import { Piscina } from 'piscina'
import { SandboxError, invalid } from '../http/envelope.ts'
import type { BodyVerdict } from './check-body.ts'

/** Bodies at least this large are checked in a worker thread; smaller ones cost little inline. */
export const workerThresholdBytes = 32 * 1024
/** Heap of each validation worker: a body that needs more is refused, the sandbox lives on. */
const workerHeapMb = 512
/** Large bodies waiting for a worker beyond this are answered 503 at once. */
const maxQueued = 16

/**
 * Checks large request bodies in worker threads (at most 2), so one slow or huge body never
 * blocks the event loop that serves every other request. Started on first use.
 */
export class BodyValidator {
  private pool: Piscina | null = null

  async check(route: string, text: string): Promise<void> {
    let verdict: BodyVerdict
    try {
      verdict = (await this.workers().run({ route, text })) as BodyVerdict
    } catch (error) {
      throw failureOf(error)
    }
    if (verdict) {
      throw new SandboxError(verdict.kind, verdict.message, {
        cause: verdict.cause,
        details: verdict.details,
      })
    }
  }

  async close(): Promise<void> {
    await this.pool?.destroy()
    this.pool = null
  }

  private workers(): Piscina {
    this.pool ??= new Piscina({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      // At least one: piscina replaces a crashed worker (out of memory) only up to minThreads,
      // and tasks queued behind it would wait for a worker that never comes.
      minThreads: 1,
      maxThreads: 2,
      idleTimeout: 30_000,
      maxQueue: maxQueued,
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    })
    return this.pool
  }
}

function failureOf(error: unknown): SandboxError {
  const e = error as { code?: string; message?: string }
  if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return invalid(
      'body',
      `is too complex to check within the sandbox's limit of ${workerHeapMb} MB; send a smaller document`,
      { reason: 'too_complex' },
    )
  }
  if (e.message === 'Task queue is at limit') {
    return new SandboxError(
      'unavailable',
      'too many large request bodies are being checked; retry shortly',
      {
        cause: 'busy',
        headers: { 'Retry-After': '1' },
      },
    )
  }
  return new SandboxError(
    'server',
    `checking the request body failed: ${e.message ?? String(error)}`,
    {
      cause: 'internal_error',
    },
  )
}
