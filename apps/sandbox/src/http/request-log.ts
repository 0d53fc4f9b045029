import type { FastifyRequest } from 'fastify'
import type { Sandbox } from '../sandbox.ts'

/** The log keeps the newest requests only, pruned now and then. */
const keptRequests = 20_000
const pruneEvery = 500

export const isApi = (url: string) => url.startsWith('/open/')

/** Records an API request of a known key (never the key itself); once per request. */
export function logRequest(
  sandbox: Sandbox,
  request: FastifyRequest,
  status: number,
  note: string | null,
): void {
  if (!request.auth || !isApi(request.url) || request.logged || !sandbox.db.open) return
  request.logged = true
  const key = request.headers['idempotency-key']
  const result = sandbox.db
    .prepare(
      `INSERT INTO request_log (key_hash, method, path, status, idempotency_key, rid, time, note)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      request.auth.keyHash,
      request.method,
      request.url,
      status,
      typeof key === 'string' ? key.slice(0, 128) : null,
      request.id,
      sandbox.now(),
      note,
    )
  const id = Number(result.lastInsertRowid)
  if (id % pruneEvery === 0) {
    sandbox.db.prepare('DELETE FROM request_log WHERE id <= ?').run(id - keptRequests)
  }
}
