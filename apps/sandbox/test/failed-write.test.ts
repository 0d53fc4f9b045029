import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { api, httpCall, tempDbPath } from './helpers.ts'

const template = { aspect_ratio: 1, scene: { tracks: [{ layers: [{ type: 'text' }] }] } }
const headers = { 'idempotency-key': 'disk-full-1' }

describe('a write that fails and rolls back frees its Idempotency-Key (issue 13 item 15)', () => {
  let sandbox: RunningSandbox
  let dbPath: string
  beforeAll(async () => {
    dbPath = tempDbPath()
    sandbox = await startSandbox({ dbPath, rateLimitPerMinute: 0 })
  })
  afterAll(() => sandbox.close())

  it('answers 500 while the disk is full, then executes the retry once space is back', async () => {
    // A second connection makes every write the sandbox tries fail as a full disk would:
    // the template insert and any change to the idempotency table alike.
    const fault = new Database(dbPath)
    const full = `SELECT RAISE(ABORT, 'database or disk is full (simulated)')`
    fault.exec(`
      CREATE TRIGGER full_insert BEFORE INSERT ON image_templates BEGIN ${full}; END;
      CREATE TRIGGER full_update BEFORE UPDATE ON idempotency BEGIN ${full}; END;
      CREATE TRIGGER full_delete BEFORE DELETE ON idempotency BEGIN ${full}; END;
    `)
    const before = await httpCall(sandbox.url, 'GET', '/_sandbox/resources')
    try {
      const failed = await httpCall(sandbox.url, 'POST', `${api}/image_templates`, {
        body: template,
        headers,
      })
      expect(failed.status).toBe(500)
      expect(failed.body.msg).toBe('internal sandbox error; the request may be retried')
    } finally {
      fault.exec('DROP TRIGGER full_insert; DROP TRIGGER full_update; DROP TRIGGER full_delete;')
      fault.close()
    }

    const retried = await httpCall(sandbox.url, 'POST', `${api}/image_templates`, {
      body: template,
      headers,
    })
    expect(retried.status, retried.body.msg).toBe(200)
    expect(retried.headers['idempotent-replayed']).toBeUndefined()
    const replayed = await httpCall(sandbox.url, 'POST', `${api}/image_templates`, {
      body: template,
      headers,
    })
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.body.data).toEqual(retried.body.data)
    const after = await httpCall(sandbox.url, 'GET', '/_sandbox/resources')
    expect(after.body.data.image_templates.length).toBe(before.body.data.image_templates.length + 1)
  })
})
