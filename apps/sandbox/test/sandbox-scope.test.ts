import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { httpCall, key, readonlyKey, tempDbPath } from './helpers.ts'

describe('sandbox routes that write Space data (issue 13 item 5)', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 0 })
  })
  afterAll(() => sandbox.close())

  it('POST /_sandbox/credits needs podcast.generate: the read-only key gets 403 and changes nothing', async () => {
    const denied = await httpCall(sandbox.url, 'POST', '/_sandbox/credits', {
      key: readonlyKey,
      body: { balance: 0 },
    })
    expect(denied.status).toBe(403)
    expect(denied.body).toMatchObject({ code: 40300, cause: 'missing_scope' })
    expect(denied.body.msg).toBe(
      'this API key lacks the scope podcast.generate needed by POST /_sandbox/credits',
    )
    const resources = await httpCall(sandbox.url, 'GET', '/_sandbox/resources', { key })
    expect(resources.body.data.credits).toBe(100)

    const allowed = await httpCall(sandbox.url, 'POST', '/_sandbox/credits', {
      key,
      body: { balance: 7 },
    })
    expect(allowed.status).toBe(200)
    expect(allowed.body.data.credits).toBe(7)
  })
})
