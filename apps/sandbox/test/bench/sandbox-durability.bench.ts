// Prints what durable commits cost (issue 13 item 16): writes per second over loopback HTTP with
// the sandbox as shipped (WAL, synchronous=FULL), and the bare SQLite commit rate of the same
// database with synchronous=NORMAL (the old setting) and FULL. Asserts nothing.
// Run: pnpm exec tsx apps/sandbox/test/bench/sandbox-durability.bench.ts
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb } from '../../src/db.ts'
import { startSandbox } from '../../src/index.ts'

const dir = mkdtempSync(join(tmpdir(), 'podscene-durability-bench-'))
const headers = { 'x-api-key': 'sandbox-key', 'content-type': 'application/json' }
const body = JSON.stringify({ scene: { tracks: [{ layers: [{ type: 'text', x: 1 }] }] } })

function commitsPerSecond(mode: 'NORMAL' | 'FULL', count: number): number {
  const db = openDb(join(dir, `commits-${mode}.db`))
  db.pragma(`synchronous = ${mode}`)
  const insert = db.prepare(
    'INSERT INTO image_templates (space, aspect_ratio, scene, created_at) VALUES (?, ?, ?, ?)',
  )
  const started = performance.now()
  for (let i = 0; i < count; i++) insert.run('bench', 1, body, i) // one commit each
  const seconds = (performance.now() - started) / 1000
  db.close()
  return count / seconds
}

async function httpWritesPerSecond(count: number, concurrency: number): Promise<number> {
  const sandbox = await startSandbox({ dbPath: join(dir, 'http.db'), rateLimitPerMinute: 0 })
  const url = `${sandbox.url}/open/podcast/v1/image_templates`
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': `durable-${i}` },
          body,
        })
        await response.arrayBuffer()
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  await sandbox.close()
  return count / seconds
}

for (const mode of ['NORMAL', 'FULL'] as const) {
  console.log(
    `SQLite commits, WAL, synchronous=${mode.padEnd(6)} ${commitsPerSecond(mode, 2000).toFixed(0)} commits/s`,
  )
}
console.log(
  `POST /image_templates with Idempotency-Key (as shipped), 8 at a time: ${(await httpWritesPerSecond(2000, 8)).toFixed(0)} writes/s`,
)
