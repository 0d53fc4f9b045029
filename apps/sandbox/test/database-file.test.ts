import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { openDb } from '../src/db.ts'
import { startSandbox } from '../src/index.ts'

const dir = () => mkdtempSync(join(tmpdir(), 'podscene-sandbox-db-'))

describe('SANDBOX_DB errors name the path and the reason (issue 13 item 14)', () => {
  it('a folder on the way that is a file', async () => {
    const file = join(dir(), 'hostname')
    writeFileSync(file, 'not a folder\n')
    const path = join(file, 'sub', 'sandbox.db')
    await expect(startSandbox({ dbPath: path })).rejects.toThrow(
      `cannot open the sandbox database "${path}": ${file} is a file, not a directory`,
    )
  })

  it('a directory, a file that is not a database, and the message of `pnpm sandbox`', async () => {
    const folder = dir()
    mkdirSync(join(folder, 'sandbox.db'))
    await expect(startSandbox({ dbPath: join(folder, 'sandbox.db') })).rejects.toThrow(
      `cannot open the sandbox database "${join(folder, 'sandbox.db')}": it is a directory, not a file`,
    )
    const junk = join(folder, 'junk.db')
    writeFileSync(junk, 'x'.repeat(4096))
    await expect(startSandbox({ dbPath: junk })).rejects.toThrow(
      `cannot open the sandbox database "${junk}": the file exists but is not a SQLite database`,
    )
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url))
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: '0', SANDBOX_DB: junk },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      `sandbox failed to start: cannot open the sandbox database "${junk}": the file exists but is not a SQLite database`,
    )
  })
})

describe('acknowledged means durable (issue 13 item 16)', () => {
  it('commits are synced to disk: WAL with synchronous=FULL', () => {
    const db = openDb(join(dir(), 'sandbox.db'))
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('synchronous', { simple: true })).toBe(2) // 2 = FULL, 1 = NORMAL
    } finally {
      db.close()
    }
  })
})
