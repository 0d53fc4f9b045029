import { API_PATH_PREFIX } from '@podscene/core'
import { SandboxError, invalid } from './envelope.ts'

export const apiPrefix = API_PATH_PREFIX

export type FaultKind =
  | { type: 'status'; status: 429 | 500 | 503 }
  | { type: 'reset' }
  | { type: 'reset-after' }
  | { type: 'delay'; ms: number }

type QueuedFault = {
  method: string
  path: string
  fault: FaultKind
  remaining: number
  label: string
}

const maxDelayMs = 60_000

/** Parses a fault name: `429`, `500`, `503`, `reset`, `reset-after` or `delay:<ms>`. */
export function parseFault(value: unknown): FaultKind {
  if (
    value === '429' ||
    value === '500' ||
    value === '503' ||
    value === 429 ||
    value === 500 ||
    value === 503
  ) {
    return { type: 'status', status: Number(value) as 429 | 500 | 503 }
  }
  if (value === 'reset') return { type: 'reset' }
  if (value === 'reset-after') return { type: 'reset-after' }
  if (typeof value === 'string' && /^delay:\d+$/.test(value)) {
    const ms = Number(value.slice('delay:'.length))
    if (ms > maxDelayMs) throw invalid('fault', `delay must be at most ${maxDelayMs} ms`)
    return { type: 'delay', ms }
  }
  throw invalid(
    'fault',
    `expected one of "429", "500", "503", "reset", "reset-after", "delay:<ms>", got ${JSON.stringify(value)}`,
  )
}

/** `/waveforms` and `/open/podcast/v1/waveforms` name the same path. */
export function normalizeFaultPath(path: string): string {
  const bare = path.split('?')[0] ?? ''
  if (bare.startsWith('/open/') || bare.startsWith('/_sandbox/')) return bare
  return `${apiPrefix}${bare.startsWith('/') ? '' : '/'}${bare}`
}

export const defaultMaxQueuedFaults = 100

/** Faults queued per API key: the next `times` matching requests of that key fail that way. */
export class FaultQueue {
  private readonly queues = new Map<string, QueuedFault[]>()
  /** Queued entries per key; one more is a 400 `fault_queue_full`. */
  readonly limit: number

  constructor(limit = defaultMaxQueuedFaults) {
    this.limit = limit
  }

  /** How many entries `keyHash` has queued. */
  count(keyHash: string): number {
    return this.queues.get(keyHash)?.length ?? 0
  }

  add(
    keyHash: string,
    method: string,
    path: string,
    fault: FaultKind,
    times: number,
    label: string,
  ): void {
    const queue = this.queues.get(keyHash) ?? []
    if (queue.length >= this.limit) {
      throw new SandboxError(
        'invalidRequest',
        `this key already has ${this.limit} queued faults (the limit); let them be used or clear them with DELETE /_sandbox/faults`,
        {
          cause: 'fault_queue_full',
          details: { path: '', limit: this.limit, queued: queue.length },
        },
      )
    }
    queue.push({
      method: method.toUpperCase(),
      path: normalizeFaultPath(path),
      fault,
      remaining: times,
      label,
    })
    this.queues.set(keyHash, queue)
  }

  clear(keyHash: string): void {
    this.queues.delete(keyHash)
  }

  pending(keyHash: string): Array<{ method: string; path: string; fault: string; times: number }> {
    return (this.queues.get(keyHash) ?? []).map((f) => ({
      method: f.method,
      path: f.path,
      fault: f.label,
      times: f.remaining,
    }))
  }

  /** Takes one use of the first fault matching the request, if any. */
  take(keyHash: string, method: string, url: string): FaultKind | null {
    const queue = this.queues.get(keyHash)
    if (!queue) return null
    const path = url.split('?')[0] ?? ''
    const index = queue.findIndex(
      (f) => (f.method === '*' || f.method === method) && matches(f.path, path),
    )
    if (index < 0) return null
    const found = queue[index]!
    found.remaining -= 1
    if (found.remaining <= 0) queue.splice(index, 1)
    return found.fault
  }
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1))
  return pattern === path
}
