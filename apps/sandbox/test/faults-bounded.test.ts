import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { api, httpCall, otherKey, tempDbPath } from './helpers.ts'

const fault = { method: 'GET', path: '/covers', fault: '500', times: 1000 }

describe('POST /_sandbox/faults is bounded (issue 26 item 7)', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({
      dbPath: tempDbPath(),
      rateLimitPerMinute: 8,
      maxQueuedFaults: 3,
    })
  })
  afterAll(() => sandbox.close())

  it('answers with a summary and refuses more than maxQueuedFaults with fault_queue_full', async () => {
    const summaries = []
    for (let i = 0; i < 3; i += 1) {
      const reply = await httpCall(sandbox.url, 'POST', '/_sandbox/faults', { body: fault })
      summaries.push(reply.body.data)
    }
    expect(summaries.at(-1)).toEqual({
      added: { method: 'GET', path: `${api}/covers`, fault: '500', times: 1000 },
      queued_count: 3,
      queue_limit: 3,
    })
    const full = await httpCall(sandbox.url, 'POST', '/_sandbox/faults', { body: fault })
    expect(full.status).toBe(400)
    expect(full.body.code).toBe(40000)
    expect(full.body.cause).toBe('fault_queue_full')
    expect(full.body.details).toMatchObject({ limit: 3, queued: 3 })
    expect(full.body.msg).toContain('DELETE /_sandbox/faults')
    const listed = await httpCall(sandbox.url, 'GET', '/_sandbox/faults')
    expect(listed.body.data.queued).toHaveLength(3)
  })

  it('is rate-limited per key, without using up the key’s API budget or another key’s', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const reply = await httpCall(sandbox.url, 'POST', '/_sandbox/faults', {
        key: otherKey,
        body: { ...fault, path: '/nowhere' },
      })
      statuses.push(reply.status)
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429])
    const limited = await httpCall(sandbox.url, 'DELETE', '/_sandbox/faults', { key: otherKey })
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toMatch(/^\d+$/)
    const apiCall = await httpCall(sandbox.url, 'GET', `${api}/capabilities`, { key: otherKey })
    expect(apiCall.status).toBe(200)
  })
})
