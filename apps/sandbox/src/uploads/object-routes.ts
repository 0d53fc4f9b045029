import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SandboxError, invalid, notFound } from '../http/envelope.ts'
import { successEnvelope } from '@podscene/core'
import type { Sandbox } from '../sandbox.ts'
import { uploadConfigOf } from './upload-config.ts'
import { objectUrl, objectsPrefix, uploadStoreOf } from './sign.ts'
import type { UploadRow } from './upload-store.ts'
import { sendBytes } from '../http/send-bytes.ts'

const keyOf = (request: FastifyRequest) =>
  decodeURIComponent((request.params as Record<string, string>)['*'] ?? '')

const forbidden = (msg: string, cause: string, details: unknown = null) =>
  new SandboxError('permission', msg, { cause, details })

/** The media type of a Content-Type header, lower-cased, without parameters. */
const mediaTypeOf = (header: string | undefined) =>
  (header ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * Checks a PUT before its body is read: a known object, the signature over (key, content type,
 * size, expiry), not expired, the signed Content-Type, and a Content-Length within the signed
 * size and the upload limit. Answers 404 / 403 / 413 / 411 in the envelope.
 */
function checkPut(request: FastifyRequest, sandbox: Sandbox): UploadRow {
  const key = keyOf(request)
  const row = uploadStoreOf(sandbox).get(key)
  if (!row) throw notFound('upload', key)
  const query = (request.query ?? {}) as Record<string, unknown>
  const signature = typeof query.signature === 'string' ? query.signature : ''
  const expires = typeof query.expires === 'string' ? Number(query.expires) : NaN
  if (!signature || expires !== row.expires_at || !uploadStoreOf(sandbox).verify(row, signature)) {
    throw forbidden(`the signature of this upload URL does not match ${key}`, 'signature_mismatch')
  }
  if (sandbox.now() > row.expires_at) {
    throw forbidden(
      `the upload URL for ${key} expired at ${new Date(row.expires_at).toISOString()}; sign again`,
      'expired',
      { expires_at: row.expires_at },
    )
  }
  const sent = mediaTypeOf(request.headers['content-type'])
  if (sent !== row.content_type) {
    throw forbidden(
      `Content-Type ${sent ? JSON.stringify(sent) : '(none)'} does not match the signed ${JSON.stringify(row.content_type)}`,
      'content_type_mismatch',
      { signed: row.content_type, sent },
    )
  }
  const limit = row.size ?? uploadConfigOf(sandbox).maxBytes
  const length = Number(request.headers['content-length'])
  if (request.headers['content-length'] === undefined || !Number.isSafeInteger(length)) {
    throw new SandboxError('invalidRequest', 'a PUT of an upload needs a Content-Length header', {
      cause: 'length_required',
    })
  }
  if (length > limit) {
    throw new SandboxError(
      'tooLarge',
      `the body of ${length} bytes is larger than the ${limit} bytes signed for ${key}`,
      { cause: 'too_large', details: { limit, sent: length } },
    )
  }
  return row
}

/**
 * Sends an object's bytes with their type, Range support and CORS open to any origin (public
 * media). The ETag names the stored version (key + upload time), not a hash of the bytes, so a
 * video's many range requests do not hash the whole object each time.
 */
function sendObject(request: FastifyRequest, reply: FastifyReply, row: UploadRow, body: Buffer) {
  return sendBytes(request, reply, body, row.key, () => {
    reply
      .header('Content-Type', row.content_type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', objectEtag(row.key, row.uploaded_at ?? 0))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Expose-Headers', 'Content-Length, Content-Range, ETag')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Content-Disposition', 'inline')
  })
}

/** The ETag of a stored object's version: the same from its PUT and every GET. */
function objectEtag(key: string, uploadedAt: number): string {
  return `"${key}-${uploadedAt}"`
}

/**
 * The object store behind signed uploads, like an S3 bucket with presigned PUTs:
 * `PUT /oss/objects/<key>?expires=…&signature=…` (no API key: the signature is the credential)
 * stores the bytes; `GET` / `HEAD /oss/objects/<key>` serve them to anyone.
 */
export function registerObjectRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const store = uploadStoreOf(sandbox)
  const { maxBytes } = uploadConfigOf(sandbox)
  void app.register(async (bucket) => {
    bucket.removeAllContentTypeParsers()
    bucket.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: maxBytes },
      (_req, body, done) => done(null, body),
    )
    bucket.route({
      method: 'PUT',
      url: `${objectsPrefix}*`,
      bodyLimit: maxBytes,
      // Checked before the body is read, so a refused PUT costs no upload.
      onRequest: async (request) => {
        ;(request as FastifyRequest & { uploadRow?: UploadRow }).uploadRow = checkPut(
          request,
          sandbox,
        )
      },
      handler: async (request, reply) => {
        const row = (request as FastifyRequest & { uploadRow?: UploadRow }).uploadRow!
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        if (row.size !== null && body.length !== row.size) {
          throw invalid('body', `carried ${body.length} bytes; ${row.size} were signed`, {
            reason: 'size_mismatch',
          })
        }
        if (body.length === 0) throw invalid('body', 'is empty', { reason: 'size_mismatch' })
        const uploadedAt = sandbox.now()
        store.store(row.key, body, uploadedAt)
        reply.header('ETag', objectEtag(row.key, uploadedAt))
        return successEnvelope(request.id, {
          key: row.key,
          url: objectUrl(sandbox.origin, row.key),
          size: body.length,
          content_type: row.content_type,
        })
      },
    })
    bucket.route({
      method: 'GET', // HEAD comes with it (Fastify's exposeHeadRoutes)
      url: `${objectsPrefix}*`,
      handler: async (request, reply) => {
        const key = keyOf(request)
        const row = store.get(key)
        if (!row || !row.body) throw notFound('object', key)
        return sendObject(request, reply, row, row.body)
      },
    })
  })
}
