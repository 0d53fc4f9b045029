import { contentTypeOfFileName, OSS_USE_TO, OssSignReqSchema } from '@podscene/core'
import { invalid } from '../http/envelope.ts'
import { defineOperation } from '../http/operation.ts'
import { checkSchema, integerField, objectBody, stringField } from '../http/validate.ts'
import type { Sandbox } from '../sandbox.ts'
import { allowedTypesByUse, uploadConfigOf } from './upload-config.ts'
import { UploadStore } from './upload-store.ts'

const stores = new WeakMap<Sandbox, UploadStore>()

/** The upload store of a sandbox (its tables are created on first use). */
export function uploadStoreOf(sandbox: Sandbox): UploadStore {
  let store = stores.get(sandbox)
  if (!store) {
    store = new UploadStore(sandbox.db)
    stores.set(sandbox, store)
  }
  return store
}

/** Path of signed objects (outside /open/podcast/v1: a bucket, not an API operation). */
export const objectsPrefix = '/oss/objects/'

export function objectUrl(origin: string, key: string): string {
  return `${origin}${objectsPrefix}${key.split('/').map(encodeURIComponent).join('/')}`
}

/**
 * POST /oss/sign with OssSignReq (spec §2.8 names the request, not its path or answer): checks
 * the file name, size (≤ the upload limit) and content type (allowed for `use_to`; inferred from
 * the name when `filetype` is absent), records the object and answers a presigned PUT URL that
 * expires, plus the public URL the object will have.
 */
export const signUpload = defineOperation({
  method: 'POST',
  path: '/oss/sign',
  scope: 'asset.write',
  write: true,
  parse({ body }) {
    const input = objectBody(body)
    const filename = stringField(input, 'filename', { required: true, nonEmpty: true, max: 255 })!
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    if (/[\\/\u0000-\u001f\u007f]/.test(filename)) {
      throw invalid('filename', 'must be a bare file name without slashes or control characters')
    }
    const file_size = integerField(input, 'file_size', { min: 1 })
    const use_to = stringField(input, 'use_to') ?? 'media'
    if (!(OSS_USE_TO as readonly string[]).includes(use_to)) {
      throw invalid(
        'use_to',
        `must be one of ${OSS_USE_TO.join(', ')} (got ${JSON.stringify(use_to)})`,
      )
    }
    integerField(input, 'source')
    const given = stringField(input, 'filetype', { max: 100 })
    const filetype = (given?.trim() || contentTypeOfFileName(filename) || '').toLowerCase()
    if (!filetype) {
      throw invalid(
        'filetype',
        `is required when ${JSON.stringify(filename)} has no known extension`,
      )
    }
    const allowed = allowedTypesByUse[use_to]!
    if (!allowed.includes(filetype)) {
      throw invalid(
        'filetype',
        `${JSON.stringify(filetype)} is not accepted for use_to "${use_to}" (accepted: ${allowed.join(', ')})`,
        { reason: 'unsupported_type' },
      )
    }
    checkSchema(OssSignReqSchema, input, '')
    return { filename, file_size: file_size ?? null, filetype, use_to }
  },
  run({ sandbox, space, origin, now }, input) {
    const config = uploadConfigOf(sandbox)
    if (input.file_size !== null && input.file_size > config.maxBytes) {
      throw invalid(
        'file_size',
        `must be at most ${config.maxBytes} bytes (got ${input.file_size})`,
        { reason: 'too_large', max_size: config.maxBytes },
      )
    }
    const store = uploadStoreOf(sandbox)
    const key = store.newKey(input.filename)
    const expires_at = now + config.urlTtlMs
    store.insert({
      key,
      space,
      filename: input.filename,
      content_type: input.filetype,
      size: input.file_size,
      use_to: input.use_to,
      expires_at,
      created_at: now,
    })
    const signature = store.signature(key, input.filetype, input.file_size, expires_at)
    const url = objectUrl(origin, key)
    return {
      upload_url: `${url}?expires=${expires_at}&signature=${signature}`,
      method: 'PUT',
      headers: { 'Content-Type': input.filetype },
      url,
      key,
      expires_at,
      max_size: input.file_size ?? config.maxBytes,
    }
  },
})
