/**
 * The page side of the lint worker: one module Worker per page, shared by every editor. Jobs
 * carry the document with unchanged layers by id (worker-protocol.ts). A newer job of the same
 * kind supersedes an older one, whose promise then resolves to null. When workers are missing
 * or blocked (a Content-Security-Policy, a bundler that did not emit the worker file), the
 * client says so (`null` from `lintWorker()`) and callers run on the page as before.
 */
import type { EditorDocument, FillPlan, LintProblem, MediaCheck } from '@podscene/core'
import {
  encodeDocument,
  type LintSettings,
  type WorkerJob,
  type WorkerReply,
} from './worker-protocol.ts'

type Pending = { resolve: (reply: WorkerReply) => void }

export class LintWorkerClient {
  private readonly ids = new WeakMap<object, number>()
  private held: ReadonlySet<number> = new Set()
  private lastId = 0
  private lastJob = 0
  private readonly pending = new Map<number, Pending>()

  constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data
      this.pending.get(reply.id)?.resolve(reply)
      this.pending.delete(reply.id)
    }
    // A failure outside a job (the worker died): every job in flight fails with it.
    worker.onerror = (event) => {
      event.preventDefault()
      const message = `lint worker failed: ${event.message || 'unknown error'}`
      for (const [id, pending] of this.pending) pending.resolve({ kind: 'error', id, message })
      this.pending.clear()
    }
  }

  /** Problems of the document, or null when a newer lint superseded this one. */
  async lint(
    document: EditorDocument,
    options: LintSettings,
    media: ReadonlyMap<string, MediaCheck>,
  ): Promise<LintProblem[] | null> {
    const entries = [...media].map(([url, m]): [string, MediaCheck] => [
      url,
      { ok: m.ok, reason: m.reason, durationMs: m.durationMs },
    ])
    const reply = await this.post(
      (id, doc) => ({ kind: 'lint', id, doc, options, media: entries }),
      document,
    )
    if (reply.kind === 'error') throw new Error(reply.message)
    return reply.kind === 'lint' ? reply.problems : null
  }

  /** What filling `data` into the document writes (or its problems); null when superseded. */
  async planFill(document: EditorDocument, data: Record<string, string>): Promise<FillPlan | null> {
    const reply = await this.post(
      (id, doc) => ({ kind: 'fill', id, doc, data: { ...data } }),
      document,
    )
    if (reply.kind === 'error') throw new Error(reply.message)
    return reply.kind === 'fill' ? reply.plan : null
  }

  private post(
    make: (id: number, doc: ReturnType<typeof encodeDocument>['encoded']) => WorkerJob,
    document: EditorDocument,
  ): Promise<WorkerReply> {
    const { encoded, sent } = encodeDocument(document, this.ids, this.held, () => ++this.lastId)
    const job = make(++this.lastJob, encoded)
    this.held = sent
    return new Promise((resolve) => {
      this.pending.set(job.id, { resolve })
      this.worker.postMessage(job)
    })
  }
}

let started: Promise<LintWorkerClient | null> | null = null

/**
 * The page's lint worker, started on first use; null when it cannot run here (it must answer
 * 'ready': a blocked worker only fires an error event).
 */
export function lintWorker(): Promise<LintWorkerClient | null> {
  started ??= new Promise((resolve) => {
    if (typeof Worker === 'undefined') return resolve(null)
    let worker: Worker
    try {
      // `.js`: the built package ships lint-worker.js; Vite resolves it to the .ts source.
      worker = new Worker(new URL('./lint-worker.js', import.meta.url), { type: 'module' })
    } catch {
      return resolve(null)
    }
    const timer = setTimeout(() => {
      worker.terminate()
      resolve(null)
    }, 10_000)
    worker.onerror = (event) => {
      event.preventDefault()
      clearTimeout(timer)
      worker.terminate()
      resolve(null)
    }
    worker.onmessage = (event: MessageEvent) => {
      if (event.data !== 'ready') return
      clearTimeout(timer)
      resolve(new LintWorkerClient(worker))
    }
  })
  return started
}
