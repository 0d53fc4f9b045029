import { createHash } from 'node:crypto'
import type { Db } from '../db.ts'
import type { SentEnvelope } from '@podscene/core'
import { SandboxError } from './envelope.ts'
import { ShutdownError } from './sleep.ts'

export type Outcome = { status: number; envelope: SentEnvelope }
export type IdempotentOutcome = Outcome & { replayed: boolean; originalRid?: string }

export const maxIdempotencyKeyLength = 128
/** Recorded responses are kept this long; afterwards the key may be used afresh. */
const retentionMs = 24 * 60 * 60 * 1000
/** Expired rows are pruned at start and every this many reservations. */
const pruneEvery = 1000

type Row = {
  body_hash: string
  state: string
  status: number | null
  response: string | null
  rid: string
  created_at: number
}

/** Stable text of a JSON value (keys sorted) so re-serialised bodies hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    )
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function hashBody(body: unknown): string {
  return createHash('sha256')
    .update(body === undefined ? '' : canonical(body))
    .digest('hex')
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(`podscene-sandbox:${key}`).digest('hex').slice(0, 32)
}

/**
 * Spec §7: a key is scoped to the account (API key), Space, method and URI. The first request
 * with a key runs; a completed identical one replays its response; a different body is a
 * conflict; a duplicate that arrives while the first still runs waits for it and then replays.
 * 5xx outcomes are not recorded, so the same key may try again.
 */
export class IdempotencyStore {
  private readonly inflight = new Map<string, Promise<void>>()
  private reservations = 0
  private readonly db: Db
  private readonly now: () => number
  /** How long a duplicate waits for the first request with its key before giving up with 409. */
  private readonly waitMs: number

  constructor(db: Db, now: () => number, waitMs: number) {
    this.db = db
    this.now = now
    this.waitMs = waitMs
  }

  async run(
    scope: string,
    key: string,
    bodyHash: string,
    rid: string,
    /** Runs the write and calls `record` inside its transaction. */
    execute: (record: (outcome: Outcome) => void) => Promise<Outcome>,
  ): Promise<IdempotentOutcome> {
    const giveUpAt = Date.now() + this.waitMs
    for (;;) {
      const row = this.reserve(scope, bodyHash, rid)
      if (!row) return this.execute(scope, execute)
      if (row.body_hash !== bodyHash) {
        throw new SandboxError(
          'idempotencyConflict',
          `Idempotency-Key "${key}" was already used with a different request body for this method and URI; use a new key for a different request`,
          {
            cause: 'idempotency_key_reused',
            details: { idempotency_key: key, first_rid: row.rid },
          },
        )
      }
      if (row.state === 'done' && row.response !== null && row.status !== null) {
        const recorded = JSON.parse(row.response) as SentEnvelope
        return {
          status: row.status,
          envelope: { ...recorded, rid },
          replayed: true,
          originalRid: recorded.rid,
        }
      }
      const running = this.inflight.get(scope)
      if (row.state === 'uncertain') {
        throw new SandboxError(
          'idempotencyConflict',
          `request with Idempotency-Key "${key}" was still in progress when the sandbox stopped, so its outcome is uncertain and it is not executed again; read the resource, or send a new key`,
          {
            cause: 'idempotency_outcome_uncertain',
            details: { idempotency_key: key, first_rid: row.rid },
          },
        )
      }
      if (!running) continue // reserve() has just taken over a key whose write rolled back
      const remaining = giveUpAt - Date.now()
      if (remaining <= 0) {
        throw new SandboxError(
          'idempotencyConflict',
          `request with Idempotency-Key "${key}" is still in progress; retry later to receive its recorded response`,
          {
            cause: 'idempotency_in_progress',
            details: { idempotency_key: key, first_rid: row.rid },
          },
        )
      }
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, remaining))])
    }
  }

  /**
   * Drops rows past their retention, whatever their state: after 24 h a key may be used afresh,
   * so a stale pending or uncertain row would only hold it for nothing.
   */
  prune(): void {
    this.db.prepare('DELETE FROM idempotency WHERE created_at < ?').run(this.now() - retentionMs)
  }

  /** Inserts a pending row and returns null, or returns the row already holding the key. */
  private reserve(scope: string, bodyHash: string, rid: string): Row | null {
    if (++this.reservations % pruneEvery === 0) this.prune()
    const now = this.now()
    return this.db.transaction((): Row | null => {
      const row = this.db
        .prepare<[string], Row>(
          'SELECT body_hash, state, status, response, rid, created_at FROM idempotency WHERE scope = ?',
        )
        .get(scope)
      // A pending row with nothing in flight in this process belongs to a write that failed and
      // rolled back (its release failed too, e.g. disk full): nothing was written, so the key is free.
      // Rows pending when a previous process stopped were made 'uncertain' by openDb.
      const rolledBack = row?.state === 'pending' && !this.inflight.has(scope)
      if (row && !rolledBack && now - row.created_at <= retentionMs) return row
      this.db
        .prepare(
          `INSERT OR REPLACE INTO idempotency (scope, body_hash, state, status, response, rid, created_at)
           VALUES (?, ?, 'pending', NULL, NULL, ?, ?)`,
        )
        .run(scope, bodyHash, rid, now)
      return null
    })()
  }

  private async execute(
    scope: string,
    execute: (record: (outcome: Outcome) => void) => Promise<Outcome>,
  ): Promise<IdempotentOutcome> {
    let finished!: () => void
    this.inflight.set(scope, new Promise<void>((resolve) => (finished = resolve)))
    try {
      const outcome = await execute((recorded) => this.record(scope, recorded))
      return { ...outcome, replayed: false }
    } catch (error) {
      // The write rolled back, so nothing happened: free the key. Cut off by a shutdown, the row
      // stays pending and becomes uncertain on the next start.
      if (!(error instanceof ShutdownError)) this.release(scope)
      throw error
    } finally {
      this.inflight.delete(scope)
      finished()
    }
  }

  /** Called inside the operation's transaction; 5xx outcomes are not kept, so the key is free again. */
  private record(scope: string, outcome: Outcome): void {
    if (outcome.status >= 500) {
      this.db.prepare('DELETE FROM idempotency WHERE scope = ?').run(scope)
      return
    }
    this.db
      .prepare(`UPDATE idempotency SET state = 'done', status = ?, response = ? WHERE scope = ?`)
      .run(outcome.status, JSON.stringify(outcome.envelope), scope)
  }

  private release(scope: string): void {
    try {
      this.db.prepare(`DELETE FROM idempotency WHERE scope = ? AND state = 'pending'`).run(scope)
    } catch {
      // Deleting failed too (the disk is still full): the row stays pending with nothing in flight,
      // which reserve() treats as free.
    }
  }
}
