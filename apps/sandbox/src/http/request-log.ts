import type { FastifyRequest } from 'fastify'
import type { Sandbox } from '../sandbox.ts'

/** The log keeps the newest requests only, pruned now and then: at most this many rows… */
const keptRequests = 20_000
const pruneEvery = 500
/** …and at most `requestLogBytes` (default below); a logged path is cut at this many characters. */
export const defaultRequestLogBytes = 16 * 1024 * 1024
export const maxLoggedPathChars = 1024

/** Bytes a row takes, as SQL over `request_log` (text lengths in UTF-8 bytes plus a fixed part). */
const rowBytes = `(length(CAST(path AS BLOB)) + coalesce(length(CAST(note AS BLOB)), 0)
  + coalesce(length(CAST(idempotency_key AS BLOB)), 0) + length(rid) + length(method)
  + length(key_hash) + 32)`

/** Rows and bytes written since the last prune, per database. */
const sincePrune = new WeakMap<object, { rows: number; bytes: number }>()

/** The path as logged: cut at `maxLoggedPathChars`, saying how much was cut. */
export function loggedPath(url: string): string {
  if (url.length <= maxLoggedPathChars) return url
  return `${url.slice(0, maxLoggedPathChars)}…(${url.length - maxLoggedPathChars} more characters)`
}

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
      loggedPath(request.url),
      status,
      typeof key === 'string' ? key.slice(0, 128) : null,
      request.id,
      sandbox.now(),
      note,
    )
  const id = Number(result.lastInsertRowid)
  const budget = sandbox.options.requestLogBytes
  const since = sincePrune.get(sandbox.db) ?? { rows: 0, bytes: 0 }
  since.rows += 1
  since.bytes += Math.min(request.url.length, maxLoggedPathChars + 40) + 160
  sincePrune.set(sandbox.db, since)
  if (since.rows < pruneEvery && since.bytes < budget / 8) return
  sincePrune.set(sandbox.db, { rows: 0, bytes: 0 })
  sandbox.db.prepare('DELETE FROM request_log WHERE id <= ?').run(id - keptRequests)
  // The newest rows that fit in the budget stay; everything older goes.
  const cut = sandbox.db
    .prepare<[number], { id: number }>(
      `SELECT id FROM (
         SELECT id, SUM(${rowBytes}) OVER (ORDER BY id DESC) AS total FROM request_log
       ) WHERE total > ? ORDER BY id DESC LIMIT 1`,
    )
    .get(budget)
  if (cut) sandbox.db.prepare('DELETE FROM request_log WHERE id <= ?').run(cut.id)
}
