// Prints what hostile bad input costs the sandbox (issue 13 items 6–7): the time, peak RSS and
// answer of one 5 MB body with 2.5 M invalid entries, and how long small requests wait while
// three such bodies are handled at once. Asserts nothing.
// Run: pnpm exec tsx apps/sandbox/test/bench/sandbox-bad-input.bench.ts
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const mainPath = fileURLToPath(new URL('../../src/main.ts', import.meta.url))
const headers = { 'x-api-key': 'sandbox-key', 'content-type': 'application/json' }
const requestTimeoutMs = 180_000

/** `{"scene":{"tracks":[1,1,…]}}`: every entry is invalid (a track must be an object). */
function invalidTracks(count: number): string {
  return `{"scene":{"tracks":[${'1,'.repeat(count - 1)}1]}}`
}

/** Starts `pnpm sandbox` in its own process (so its RSS is its own) on a free port. */
async function startChild(): Promise<{ child: ChildProcess; base: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'podscene-bad-input-bench-'))
  const child = spawn(process.execPath, [...process.execArgv, mainPath], {
    env: {
      ...process.env,
      PORT: '0',
      SANDBOX_DB: join(dir, 'sandbox.db'),
      SANDBOX_RATE_LIMIT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const base = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /on (http:\/\/[^/\s]+)/.exec(out)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)))
  })
  return { child, base }
}

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return kb / 1024
}

async function post(base: string, body: string) {
  const started = performance.now()
  try {
    const response = await fetch(`${base}/open/podcast/v1/image_templates`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(requestTimeoutMs),
    })
    const text = await response.text()
    let msg = text.slice(0, 100)
    try {
      msg = (JSON.parse(text) as { msg: string }).msg.slice(0, 100)
    } catch {
      // not JSON: keep the raw start
    }
    return { ms: performance.now() - started, status: response.status, bytes: text.length, msg }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ms: performance.now() - started, status: 0, bytes: 0, msg: `failed: ${reason}` }
  }
}

/** Runs `work` while sampling the child's RSS and timing a small GET every 100 ms. */
async function whileProbing<T>(base: string, pid: number, work: () => Promise<T>) {
  let done = false
  let peakMb = rssMb(pid, 'VmRSS')
  const probeMs: number[] = []
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid, 'VmRSS'))), 20)
  const prober = (async () => {
    while (!done) {
      const started = performance.now()
      const response = await fetch(`${base}/open/podcast/v1/capabilities`, {
        headers,
        signal: AbortSignal.timeout(requestTimeoutMs),
      }).catch(() => null)
      await response?.arrayBuffer()
      probeMs.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  const result = await work()
  done = true
  clearInterval(sampler)
  await prober
  probeMs.sort((a, b) => a - b)
  const probes = {
    count: probeMs.length,
    median: probeMs[Math.floor(probeMs.length / 2)] ?? 0,
    max: probeMs.at(-1) ?? 0,
  }
  return { result, peakMb, probes }
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function scenario(label: string, bodies: string[]) {
  const { child, base } = await startChild()
  const pid = child.pid!
  const idleMb = rssMb(pid, 'VmRSS')
  const { result, peakMb, probes } = await whileProbing(base, pid, () =>
    Promise.all(bodies.map((body) => post(base, body))),
  )
  console.log(`\n${label}`)
  for (const r of result) {
    console.log(`  answer ${r.status} in ${fmt(r.ms)}, ${r.bytes} bytes: ${JSON.stringify(r.msg)}`)
  }
  console.log(
    `  sandbox RSS idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB (VmHWM ${rssMb(pid, 'VmHWM').toFixed(0)} MB)`,
  )
  console.log(
    `  GET /capabilities meanwhile: ${probes.count} probes, median ${probes.median.toFixed(0)} ms, max ${probes.max.toFixed(0)} ms`,
  )
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

const big = invalidTracks(2_500_000)
console.log(`body: ${(big.length / 1e6).toFixed(2)} MB, 2,500,000 invalid entries in scene.tracks`)
await scenario('125,000 invalid entries (0.25 MB), one request', [invalidTracks(125_000)])
await scenario('2,500,000 invalid entries (5 MB), one request', [big])
await scenario('2,500,000 invalid entries (5 MB), three requests at once', [big, big, big])
