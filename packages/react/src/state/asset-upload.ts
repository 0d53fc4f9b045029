/**
 * The `onAssetUpload` contract: how an embedder stores a file the user brings (drop, paste,
 * Insert → "From a file…", "Replace media…", a font file) and gets back a lasting URL.
 *
 * - Called once per attempt with the `File` and `{ signal, onProgress, attempt }`.
 * - Resolve with `{ url }` (plus optional `previewUrl`, `name`, `contentType`): `url` is what the
 *   layer stores, so it must be a lasting `https:`/`http:` URL (a `blob:`, `file:` or
 *   `filesystem:` answer is refused — the layer would break after a reload).
 * - Report bytes sent through `onProgress({ loaded, total })`; the progress bar is indeterminate
 *   until the first call.
 * - Stop when `signal` aborts (the user pressed "Cancel"); rejecting with anything then is fine.
 * - Reject with an `Error`. The editor tries again (at most `retries` more times, with exponential
 *   backoff) when the error is transient: `error.transient === true`, a `TypeError` (what
 *   `fetch` throws on a network failure) or a `@podscene/api` error of kind `server`,
 *   `connection`, `timeout` or `rate_limit`. `error.retryAfterMs` (a number) is waited for
 *   instead of the backoff. Any other error is final and its message is shown to the user.
 */

/** Bytes sent so far of the file's total. */
export interface AssetUploadProgress {
  loaded: number
  total: number
}

export interface AssetUploadOptions {
  /** Aborted when the user cancels the upload (or the editor goes away). */
  signal: AbortSignal
  /** Reports progress; the editor shows it as the upload's progress bar. */
  onProgress: (progress: AssetUploadProgress) => void
  /** 1 for the first try, 2 for the first retry, and so on. */
  attempt: number
}

/** What a finished upload answers. */
export interface AssetUploadResult {
  /** The lasting URL stored in the layer (`https:` / `http:`). */
  url: string
  /** A smaller rendition for pickers and editing (stored as `preview_path` when given). */
  previewUrl?: string
  /** A display name (default: the file's name). */
  name?: string
  /** The content type the store recorded. */
  contentType?: string
}

/** Uploads one file and resolves to where it now lives (see the contract above). */
export type AssetUpload = (file: File, options: AssetUploadOptions) => Promise<AssetUploadResult>

/** An error an `onAssetUpload` may throw to say whether trying again may help. */
export class AssetUploadError extends Error {
  readonly transient: boolean
  readonly retryAfterMs: number | undefined
  constructor(
    message: string,
    options: { transient?: boolean; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'AssetUploadError'
    this.transient = options.transient ?? false
    this.retryAfterMs = options.retryAfterMs
  }
}

const TRANSIENT_API_KINDS = new Set(['server', 'connection', 'timeout', 'rate_limit'])

/** Whether trying the upload again may succeed (see the contract). */
export function isTransientUploadError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false
  const e = error as { transient?: unknown; kind?: unknown }
  if (typeof e.transient === 'boolean') return e.transient
  if (error instanceof TypeError) return true
  return typeof e.kind === 'string' && TRANSIENT_API_KINDS.has(e.kind)
}

/** The wait the error asks for before the next try (`retryAfterMs`), if any. */
export function retryAfterOf(error: unknown): number | undefined {
  const ms = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? ms : undefined
}
