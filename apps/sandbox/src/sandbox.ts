import type { Db } from './db.ts'
import type { KeyGrant, KeysOption } from './config.ts'
import type { IdempotencyStore } from './http/idempotency.ts'
import type { RateLimiter } from './http/rate-limit.ts'
import type { FaultQueue } from './http/faults.ts'
import type { MediaLibrary } from './seed/media.ts'

export type SandboxOptions = {
  /** SQLite file; `:memory:` (the default) keeps nothing after close. */
  dbPath?: string
  /** `key:space[:scope+scope]` pairs, a key → Space record, or grants. */
  keys?: KeysOption
  /** Requests per minute per API key; 0 turns the limit off. Default 600. */
  rateLimitPerMinute?: number
  /** The clock (ms since epoch); tests may pass a controllable one. */
  now?: () => number
  /** Origins allowed by CORS; default any port on 127.0.0.1 and localhost. */
  corsOrigins?: Array<string | RegExp>
  /** Largest accepted request body in bytes. Default 5 MiB. */
  bodyLimit?: number
  /** How long seeded and retried projects take to complete. Defaults 120 s and 20 s. */
  processingMs?: number
  retryMs?: number
  /** How long an audio task takes. Default 15 s. */
  audioTaskMs?: number
  /** Simulated work time of every write before it commits. Default 0. */
  workDelayMs?: number
  /** How long a duplicate with the same Idempotency-Key waits for the first before 409. Default 30 s. */
  idempotencyWaitMs?: number
  /** Credits each Space starts with (designVoice costs 1). Default 100. */
  credits?: number
  logger?: boolean
  /**
   * Origin the sandbox's media URLs are built from (`http://host:port`). Default: the address
   * `startSandbox` listens on (`http://127.0.0.1` before it listens). Never the Host header.
   */
  publicUrl?: string
  /** `false` (SANDBOX_EXTENSIONS=off): every `/_sandbox/*` route answers 404. Default true. */
  extensions?: boolean
  /** Largest signed upload in bytes. Default 25 MiB. */
  uploadMaxBytes?: number
  /** How long a signed upload URL is valid, in ms. Default 15 minutes. */
  uploadUrlTtlMs?: number
}

export type ResolvedOptions = Required<
  Omit<
    SandboxOptions,
    'keys' | 'now' | 'dbPath' | 'publicUrl' | 'extensions' | 'uploadMaxBytes' | 'uploadUrlTtlMs'
  >
>

/** Everything the routes share: the store, the clock, the keys and the per-key state. */
export type Sandbox = {
  db: Db
  now: () => number
  grants: ReadonlyMap<string, KeyGrant & { keyHash: string }>
  options: ResolvedOptions
  idempotency: IdempotencyStore
  rateLimiter: RateLimiter
  faults: FaultQueue
  media: MediaLibrary
  /** Origin of media URLs: the configured address, set once the server listens. */
  origin: string
  /** Aborted when the sandbox closes, so waiting work stops before the database closes. */
  shutdown: AbortSignal
}

export const designVoiceCost = 1
