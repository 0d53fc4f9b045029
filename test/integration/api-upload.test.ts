// @podscene/api's uploadFile against the real sandbox on loopback (Node: fetch for the PUT).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, InvalidRequestError, UploadError } from '@podscene/api'
import { encodePng, startSandbox, type RunningSandbox } from '@podscene/sandbox'

let sandbox: RunningSandbox
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: 0, uploadMaxBytes: 4096, extensions: false })
})
afterAll(() => sandbox?.close())

const client = () => createClient({ baseUrl: sandbox.url, apiKey: 'sandbox-key' })
const png = encodePng(16, 9, (x) => [x * 16, 80, 200])

describe('uploadFile against the sandbox (SANDBOX_EXTENSIONS=off)', () => {
  it('signs with OssSignReq, PUTs the bytes and answers a URL that serves them', async () => {
    const file = new File([new Uint8Array(png)], 'tiny.png', { type: 'image/png' })
    const progress: number[] = []
    const uploaded = await client().uploadFile(file, { onProgress: (p) => progress.push(p.loaded) })
    expect(uploaded).toMatchObject({ contentType: 'image/png', size: png.length })
    expect(uploaded.url.startsWith(`${sandbox.url}/oss/objects/`)).toBe(true)
    expect(progress.at(-1)).toBe(png.length)
    const served = await fetch(uploaded.url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    // The uploaded image registers as a background (spec §4.2).
    const background = await client().addBackground({
      origin_url: uploaded.url,
      aspect_ratio: 1,
      avatar_type: 'default',
      typ: 0,
    })
    expect(background.origin_url).toBe(uploaded.url)
  })

  it('a file over the limit is refused at the sign; a font gets its type from its name', async () => {
    const big = new File([new Uint8Array(5000)], 'big.png', { type: 'image/png' })
    await expect(client().uploadFile(big)).rejects.toBeInstanceOf(InvalidRequestError)
    const font = new File([new Uint8Array(100)], 'Face.woff2', { type: '' })
    const uploaded = await client().uploadFile(font)
    expect(uploaded.contentType).toBe('font/woff2')
    expect((await fetch(uploaded.url)).headers.get('content-type')).toBe('font/woff2')
  })

  it('a PUT the store refuses is an UploadError naming why, not transient', async () => {
    // A fetch that sends another Content-Type than the signed one on the PUT.
    const tampering = createClient({
      baseUrl: sandbox.url,
      apiKey: 'sandbox-key',
      fetch: (url, init) =>
        globalThis.fetch(
          url,
          init.method === 'PUT' ? { ...init, headers: { 'Content-Type': 'image/jpeg' } } : init,
        ),
    })
    const file = new File([new Uint8Array(png)], 'a.png', { type: 'image/png' })
    const error = (await tampering.uploadFile(file).then(
      () => null,
      (e: unknown) => e,
    )) as UploadError
    expect(error).toBeInstanceOf(UploadError)
    expect(error.status).toBe(403)
    expect(error.cause).toBe('content_type_mismatch')
    expect(error.transient).toBe(false)
    expect(error.message).toMatch(
      /^PUT http:\/\/127\.0\.0\.1:\d+\/oss\/objects\/u\/[^?]+\/a\.png answered 403: Content-Type "image\/jpeg" does not match the signed "image\/png"$/,
    )
  })
})
