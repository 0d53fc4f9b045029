import { contentTypeOfFileName, type OssSignReq, type OssSignResult } from '@podscene/core'
import { abortedError } from './abort.ts'
import { PodsceneApiError, type ApiErrorInit } from './errors.ts'
import type { FetchLike, WriteOptions } from './options.ts'

/** The default path of the sign operation (the spec names OssSignReq but no path). */
export const defaultSignPath = '/open/podcast/v1/oss/sign'

/** Bytes sent so far. */
export interface UploadProgress {
  loaded: number
  total: number
}

export interface UploadFileOptions extends WriteOptions {
  /** OssSignReq `use_to`: `media` (default), `dp` or `audio`. */
  useTo?: 'media' | 'dp' | 'audio'
  /** Default: the file's own name (`File.name`), else "upload". */
  filename?: string
  /** Default: the file's type, else what its extension says, else the sign request leaves it out. */
  contentType?: string
  /** OssSignReq `source` (1 = packs_look). */
  source?: number
  /**
   * Path of the sign operation on the API's origin (default `/open/podcast/v1/oss/sign`); a path
   * under `/open/podcast/v1` goes through the client like any operation.
   */
  signPath?: string
  /** Called as the bytes go out (browsers, through XMLHttpRequest) and once when done. */
  onProgress?: (progress: UploadProgress) => void
}

/** Where an uploaded file now lives. */
export interface UploadedFile {
  /** The public URL to store in a document. */
  url: string
  key: string | undefined
  contentType: string
  size: number
}

/**
 * A failed PUT of an upload's bytes. `transient` says whether trying again (with a fresh sign)
 * may succeed: a lost connection, a 5xx, a 429, or an expired signature.
 */
export class UploadError extends PodsceneApiError {
  override readonly kind = 'upload'
  readonly transient: boolean
  readonly retryAfterMs: number | undefined
  constructor(init: ApiErrorInit & { transient: boolean; retryAfterMs?: number }) {
    super(init)
    this.transient = init.transient
    this.retryAfterMs = init.retryAfterMs
  }
}

/** A file's content type: its own, else by extension (fonts often come with none). */
export function contentTypeOfFile(name: string, type: string | undefined): string | undefined {
  if (type && type !== 'application/octet-stream') return type
  return contentTypeOfFileName(name)
}

/** The sign request of a file (OssSignReq, Open Podcast API v1 §2.8). */
export function signRequestOf(
  file: Blob & { name?: string },
  options: UploadFileOptions,
): OssSignReq {
  const filename = options.filename ?? (file.name || 'upload')
  const filetype = options.contentType ?? contentTypeOfFile(filename, file.type)
  return {
    filename,
    file_size: file.size,
    ...(filetype ? { filetype } : {}),
    use_to: options.useTo ?? 'media',
    ...(options.source === undefined ? {} : { source: options.source }),
  }
}

function retryAfterMsOf(header: string | null): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}

/** The error of a PUT that answered `status` (with the envelope's msg/cause when it sent one). */
export function uploadErrorOf(
  status: number,
  text: string,
  retryAfter: string | null,
  url: string,
): UploadError {
  let envelope: { msg?: unknown; cause?: unknown; code?: unknown; rid?: unknown } = {}
  try {
    envelope = JSON.parse(text) as typeof envelope
  } catch {
    // not an envelope (an S3-style XML error, say): the text itself is the message
  }
  const msg = typeof envelope.msg === 'string' ? envelope.msg : text.slice(0, 200)
  const cause = typeof envelope.cause === 'string' ? envelope.cause : undefined
  const transient = status >= 500 || status === 429 || status === 408 || cause === 'expired'
  const where = url.split('?')[0]
  return new UploadError({
    message: `PUT ${where} answered ${status}${msg ? `: ${msg}` : ''}`,
    status,
    msg,
    cause,
    code: typeof envelope.code === 'number' ? envelope.code : undefined,
    rid: typeof envelope.rid === 'string' ? envelope.rid : undefined,
    transient,
    retryAfterMs: retryAfterMsOf(retryAfter),
  })
}

function connectionError(url: string, cause: unknown): UploadError {
  return new UploadError({
    message: `PUT ${url.split('?')[0]} failed: the connection was lost`,
    cause,
    transient: true,
  })
}

/**
 * PUTs the bytes to a signed URL with the signed headers. In a browser (and without an injected
 * fetch) through XMLHttpRequest, which reports upload progress; elsewhere through fetch.
 */
export async function putSignedBytes(
  sign: OssSignResult,
  file: Blob,
  options: { signal?: AbortSignal; onProgress?: (p: UploadProgress) => void; fetch?: FetchLike },
): Promise<void> {
  const method = sign.method || 'PUT'
  const headers = { ...(sign.headers ?? {}) }
  const { signal, onProgress } = options
  if (signal?.aborted) throw abortedError(`${method} upload`)
  const total = file.size
  if (!options.fetch && typeof XMLHttpRequest === 'function') {
    await new Promise<void>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(method, sign.upload_url)
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.total || total })
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) resolve()
        else
          reject(
            uploadErrorOf(
              xhr.status,
              xhr.responseText,
              xhr.getResponseHeader('Retry-After'),
              sign.upload_url,
            ),
          )
      }
      xhr.onerror = () => reject(connectionError(sign.upload_url, new Error('network error')))
      xhr.ontimeout = xhr.onerror
      xhr.onabort = () => reject(abortedError(`${method} upload`))
      signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(file)
    })
  } else {
    const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    let response: Response
    try {
      response = await fetchImpl(sign.upload_url, { method, headers, body: file, signal })
    } catch (error) {
      if (signal?.aborted) throw abortedError(`${method} upload`)
      throw connectionError(sign.upload_url, error)
    }
    if (!response.ok) {
      throw uploadErrorOf(
        response.status,
        await response.text().catch(() => ''),
        response.headers.get('Retry-After'),
        sign.upload_url,
      )
    }
  }
  onProgress?.({ loaded: total, total })
}
