import { describe, expect, it } from 'vitest'
import { InvalidRequestError, UploadError, signRequestOf } from '../src/index.ts'
import { clientWith, fail, ok, testKey } from './fake-fetch.ts'

const origin = 'http://127.0.0.1:9'
const signed = {
  upload_url: `${origin}/oss/objects/u/1/a.png?expires=9&signature=abc`,
  url: `${origin}/oss/objects/u/1/a.png`,
  method: 'PUT',
  headers: { 'Content-Type': 'image/png' },
  key: 'u/1/a.png',
  expires_at: 9,
}
const file = () => new File([new Uint8Array([1, 2, 3, 4])], 'a.png', { type: 'image/png' })

describe('uploadFile: sign with OssSignReq, then PUT the bytes', () => {
  it('signs at /open/podcast/v1/oss/sign, PUTs with the signed headers and answers the public URL', async () => {
    const { client, calls } = clientWith([ok(signed), { status: 200, body: {} }])
    const progress: number[] = []
    const result = await client.uploadFile(file(), { onProgress: (p) => progress.push(p.loaded) })
    expect(result).toEqual({ url: signed.url, key: 'u/1/a.png', contentType: 'image/png', size: 4 })
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${origin}/open/podcast/v1/oss/sign`,
      body: { filename: 'a.png', file_size: 4, filetype: 'image/png', use_to: 'media' },
    })
    expect(calls[0]!.headers['x-api-key']).toBe(testKey)
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(calls[1]).toMatchObject({ method: 'PUT', url: signed.upload_url })
    expect(calls[1]!.headers['content-type']).toBe('image/png')
    // The signed URL is the credential: the API key never goes to the store.
    expect(calls[1]!.headers['x-api-key']).toBeUndefined()
    expect(calls[1]!.body).toBeInstanceOf(Blob)
    expect(progress).toEqual([4])
  })

  it('takes another sign path, under the API prefix or from the origin', async () => {
    const under = clientWith([ok(signed), { status: 200, body: {} }])
    await under.client.uploadFile(file(), { signPath: '/open/podcast/v1/files/sign' })
    expect(under.calls[0]!.url).toBe(`${origin}/open/podcast/v1/files/sign`)
    const outside = clientWith([ok(signed), { status: 200, body: {} }])
    await outside.client.uploadFile(file(), { signPath: '/storage/sign' })
    expect(outside.calls[0]!.url).toBe(`${origin}/storage/sign`)
    const bad = clientWith([])
    await expect(bad.client.uploadFile(file(), { signPath: 'storage/sign' })).rejects.toThrow(
      'signPath: expected a path starting with /',
    )
  })

  it('a failed PUT is an UploadError: 5xx and expiry transient, a refused type final', async () => {
    const busy = clientWith([
      ok(signed),
      fail(503, 50300, 'store busy', { headers: { 'Retry-After': '2' } }),
    ])
    const e1 = await busy.client.uploadFile(file()).catch((e: unknown) => e)
    expect(e1).toBeInstanceOf(UploadError)
    expect((e1 as UploadError).transient).toBe(true)
    expect((e1 as UploadError).retryAfterMs).toBe(2000)
    expect((e1 as UploadError).message).toBe(`PUT ${signed.url} answered 503: store busy`)

    const refused = clientWith([
      ok(signed),
      fail(403, 40300, 'Content-Type "text/html" does not match the signed "image/png"', {
        cause: 'content_type_mismatch',
      }),
    ])
    const e2 = (await refused.client.uploadFile(file()).catch((e: unknown) => e)) as UploadError
    expect(e2.transient).toBe(false)
    expect(e2.status).toBe(403)

    const expired = clientWith([ok(signed), fail(403, 40300, 'expired', { cause: 'expired' })])
    const e3 = (await expired.client.uploadFile(file()).catch((e: unknown) => e)) as UploadError
    expect(e3.transient).toBe(true)

    const lost = clientWith([ok(signed), { error: new TypeError('fetch failed') }])
    const e4 = (await lost.client.uploadFile(file()).catch((e: unknown) => e)) as UploadError
    expect(e4.kind).toBe('upload')
    expect(e4.transient).toBe(true)
  })

  it('a refused sign is the API error it maps to, and nothing is PUT', async () => {
    const { client, calls } = clientWith([
      fail(400, 40000, 'file_size: must be at most 1000 bytes (got 5000)'),
    ])
    await expect(client.uploadFile(file())).rejects.toBeInstanceOf(InvalidRequestError)
    expect(calls).toHaveLength(1)
  })

  it('fills the content type of a font from its extension', () => {
    const font = new File([new Uint8Array(3)], 'Inter.woff2', { type: '' })
    expect(signRequestOf(font, { useTo: 'media' })).toEqual({
      filename: 'Inter.woff2',
      file_size: 3,
      filetype: 'font/woff2',
      use_to: 'media',
    })
  })
})
