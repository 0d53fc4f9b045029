// Prints sandbox figures: start-up with seeding, and requests per second over loopback HTTP.
// Run: pnpm exec tsx apps/sandbox/test/bench/sandbox.bench.ts
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSandbox } from '../../src/index.ts'

const headers = { 'x-api-key': 'sandbox-key', 'content-type': 'application/json' }
const dbPath = join(mkdtempSync(join(tmpdir(), 'podscene-sandbox-bench-')), 'sandbox.db')

async function measure(
  label: string,
  count: number,
  concurrency: number,
  request: (i: number) => Promise<Response>,
) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const response = await request(next++)
        if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`)
        await response.arrayBuffer()
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.log(
    `${label.padEnd(44)} ${count} requests, ${(count / seconds).toFixed(0)} req/s, ${((seconds * 1000) / count).toFixed(2)} ms each`,
  )
}

const t0 = performance.now()
const sandbox = await startSandbox({ port: 0, dbPath, rateLimitPerMinute: 0 })
console.log(
  `start-up with a fresh database (seed 2 Spaces)   ${(performance.now() - t0).toFixed(0)} ms`,
)
const seed = (await (await fetch(`${sandbox.url}/_sandbox/seed`, { headers })).json()) as {
  data: { projects: Array<{ id: string; state: string }> }
}
const projectId = seed.data.projects.find((p) => p.state === 'completed')!.id
const api = `${sandbox.url}/open/podcast/v1`
const scene = JSON.stringify({
  scene: {
    tracks: [
      { index: 0, layers: Array.from({ length: 20 }, (_, i) => ({ type: 'text', x: i, y: i })) },
    ],
  },
})

await measure('GET /project (full demo record)', 2000, 8, () =>
  fetch(`${api}/project?project_id=${projectId}`, { headers }),
)
await measure('GET /covers page_size=20', 2000, 8, () =>
  fetch(`${api}/covers?page_size=20`, { headers }),
)
await measure('POST /image_templates (20 layers), new keys', 2000, 8, (i) =>
  fetch(`${api}/image_templates`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `bench-${i}` },
    body: scene,
  }),
)
await measure('POST /image_templates, replayed key', 2000, 8, () =>
  fetch(`${api}/image_templates`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': 'bench-0' },
    body: scene,
  }),
)
await sandbox.close()
