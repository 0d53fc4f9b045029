import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { api, httpCall, otherKey, tempDbPath } from './helpers.ts'

const logBytes = (dbPath: string) => {
  const db = new Database(dbPath, { readonly: true })
  try {
    return db
      .prepare<[], { bytes: number; rows: number }>(
        `SELECT SUM(length(CAST(path AS BLOB)) + coalesce(length(note), 0) + length(rid)) AS bytes,
                COUNT(*) AS rows FROM request_log`,
      )
      .get()!
  } finally {
    db.close()
  }
}

describe('the request log is bounded in bytes (issue 26 item 11)', () => {
  const dbPath = tempDbPath()
  const budget = 100_000
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath, rateLimitPerMinute: 0, requestLogBytes: budget })
  })
  afterAll(() => sandbox.close())

  it('200 requests with 3 KB paths keep at most the budget, and long paths are cut', async () => {
    const pad = 'p'.repeat(3_000)
    for (let i = 0; i < 200; i += 1) {
      const reply = await httpCall(sandbox.url, 'GET', `${api}/covers?pad=${pad}&i=${i}`)
      expect(reply.status).toBe(200)
    }
    const { bytes, rows } = logBytes(dbPath)
    expect(rows).toBeGreaterThan(10)
    expect(bytes).toBeLessThanOrEqual(budget * 1.25)
    const last = await httpCall(sandbox.url, 'GET', '/_sandbox/requests?limit=1')
    const path = last.body.data.requests[0].path as string
    expect(path.length).toBeLessThan(1_100)
    expect(path).toMatch(/^\/open\/podcast\/v1\/covers\?pad=p+…\(\d+ more characters\)$/)
  })
})

describe('each Space has a storage quota (issue 26 item 11)', () => {
  const dbPath = tempDbPath()
  const quota = 200_000
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath, rateLimitPerMinute: 0, spaceQuotaBytes: quota })
  })
  afterAll(() => sandbox.close())

  const template = (size: number) => ({ scene: { tracks: [], pad: 'x'.repeat(size) } })

  it('writes past the quota are 402 storage_quota_exceeded; other Spaces are not affected', async () => {
    const statuses: number[] = []
    let refused
    // At most 20 writes of 30 KB: the quota of 200 KB refuses the 7th at the latest.
    for (let i = 0; i < 20 && !refused; i += 1) {
      const reply = await httpCall(sandbox.url, 'POST', `${api}/image_templates`, {
        body: template(30_000),
      })
      statuses.push(reply.status)
      if (reply.status !== 200) refused = reply
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(refused?.status).toBe(402)
    expect(refused?.body).toMatchObject({
      code: 40200,
      cause: 'storage_quota_exceeded',
      details: { quota_bytes: quota, request_bytes: expect.any(Number) },
    })
    expect(refused?.body.details.used_bytes).toBeLessThanOrEqual(quota)
    expect(refused?.body.msg).toContain('SANDBOX_SPACE_QUOTA_BYTES')
    const small = await httpCall(sandbox.url, 'POST', `${api}/image_templates`, {
      body: template(10),
    })
    expect(small.status).toBe(200)
    const other = await httpCall(sandbox.url, 'POST', `${api}/image_templates`, {
      key: otherKey,
      body: template(30_000),
    })
    expect(other.status).toBe(200)
  })

  it('is counted again after a restart', async () => {
    await sandbox.close()
    sandbox = await startSandbox({ dbPath, rateLimitPerMinute: 0, spaceQuotaBytes: quota })
    const reply = await httpCall(sandbox.url, 'POST', `${api}/image_templates`, {
      body: template(30_000),
    })
    expect(reply.status).toBe(402)
  })

  it('a waveform that grows past the quota is refused; one that shrinks is stored', async () => {
    const seed = await httpCall(sandbox.url, 'GET', '/_sandbox/seed')
    const id = seed.body.data.waveforms[0] as number
    const node = (pad: number) => ({ id, waveformNode: { w: 600, h: 110, pad: 'w'.repeat(pad) } })
    const grown = await httpCall(sandbox.url, 'PUT', `${api}/waveforms`, { body: node(40_000) })
    expect(grown.status).toBe(402)
    const shrunk = await httpCall(sandbox.url, 'PUT', `${api}/waveforms`, { body: node(0) })
    expect(shrunk.status).toBe(200)
  })
})
