import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { httpCall, key, tempDbPath } from './helpers.ts'

const invalidTracks = (count: number) => `{"scene":{"tracks":[${'1,'.repeat(count - 1)}1]}}`

/** POSTs `text`; `sent` resolves once the whole body is on the wire, `answered` with the status. */
function post(base: string, path: string, text: string) {
  let sent!: () => void
  const onWire = new Promise<void>((resolve) => (sent = resolve))
  const answered = new Promise<number>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(text, sent)
  })
  return { onWire, answered }
}

describe('one slow bad body does not hold up other requests (issue 13 item 7)', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 0 })
  })
  afterAll(() => sandbox.close())

  it('a small request sent after a large bad body is answered before it', async () => {
    const order: string[] = []
    const big = post(sandbox.url, '/open/podcast/v1/image_templates', invalidTracks(250_000))
    const bigDone = big.answered.then((status) => {
      order.push('large')
      return status
    })
    await big.onWire
    const small = await httpCall(sandbox.url, 'GET', '/open/podcast/v1/capabilities')
    order.push('small')
    expect(small.status).toBe(200)
    expect(await bigDone).toBe(400)
    // Checked inline, the large body would hold the event loop until it was answered.
    expect(order).toEqual(['small', 'large'])
  }, 120_000) // a limit for slow shared machines, not a measurement
})
