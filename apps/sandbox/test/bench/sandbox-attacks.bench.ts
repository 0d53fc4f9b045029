// Reruns the attacks of issue 26 (items 3, 4, 7, 11) black-box against `pnpm sandbox` started in
// its own process with its default limits, at a bounded scale, and prints time, memory and bytes
// for each. Asserts nothing: it measures. Every loop is bounded in count and time.
// Run: pnpm bench sandbox-attacks   (or: pnpm exec tsx apps/sandbox/test/bench/sandbox-attacks.bench.ts [case…])
// Cases: slow-bodies, flood, unauth-bodies, nowhere, faults, request-log, quota.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

// SANDBOX_MAIN points at another main.ts (an older checkout) to compare before and after.
const mainPath =
  process.env.SANDBOX_MAIN ?? fileURLToPath(new URL('../../src/main.ts', import.meta.url))
const api = '/open/podcast/v1'
const key = 'sandbox-key'

type Child = { child: ChildProcess; port: number; dbPath: string }

async function startChild(env: Record<string, string> = {}): Promise<Child> {
  const dir = mkdtempSync(join(tmpdir(), 'podscene-attacks-'))
  const dbPath = join(dir, 'sandbox.db')
  const child = spawn(process.execPath, [...process.execArgv, mainPath], {
    env: { ...process.env, PORT: '0', SANDBOX_DB: dbPath, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)))
  })
  return { child, port, dbPath }
}

async function stopChild(c: Child) {
  if (c.child.exitCode !== null) return
  const exited = new Promise((resolve) => c.child.once('exit', resolve))
  c.child.kill('SIGTERM')
  await Promise.race([exited, sleep(5_000)])
  if (c.child.exitCode === null) c.child.kill('SIGKILL')
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
function procField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}
const openFds = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length
  } catch {
    return -1
  }
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

/** A raw connection: what came back, and whether / when the server closed it. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1')
  const state = { text: '', closedAt: 0, opened: performance.now(), error: '' }
  socket.on('data', (chunk) => {
    if (state.text.length < 4096) state.text += chunk.toString('latin1')
  })
  socket.on('error', (error) => (state.error = (error as NodeJS.ErrnoException).code ?? 'error'))
  socket.on('close', () => (state.closedAt = performance.now()))
  const connected = new Promise<void>((resolve) => {
    socket.once('connect', () => resolve())
    socket.once('error', () => resolve())
  })
  return { socket, state, connected }
}
const statusOf = (text: string) => /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? '-'

/** A keyed GET /capabilities; its time in ms and status (0 when it failed). */
async function probe(
  port: number,
  timeoutMs = 20_000,
  apiKey = key,
): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  try {
    const response = await fetch(`http://127.0.0.1:${port}${api}/capabilities`, {
      headers: { 'x-api-key': apiKey },
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.arrayBuffer()
    return { ms: performance.now() - started, status: response.status }
  } catch {
    return { ms: performance.now() - started, status: 0 }
  }
}

const counts = (values: string[]) =>
  Object.entries(values.reduce<Record<string, number>>((m, v) => ((m[v] = (m[v] ?? 0) + 1), m), {}))
    .map(([v, n]) => `${v}×${n}`)
    .join(' ')

/** Item 3: 200 connections with complete headers trickle a body one byte a second; for 45 s. */
async function slowBodies() {
  const c = await startChild({ SANDBOX_RATE_LIMIT: '0' })
  const count = 200
  const observeMs = 45_000
  const conns = Array.from({ length: count }, () => rawConnection(c.port))
  await Promise.all(conns.map((x) => x.connected))
  for (const [i, x] of conns.entries()) {
    const keyHeader = i % 2 === 0 ? `X-Api-Key: ${key}\r\n` : ''
    x.socket.write(
      `POST ${api}/image_templates HTTP/1.1\r\nHost: h\r\n${keyHeader}Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n`,
    )
  }
  const started = performance.now()
  let peakFds = 0
  while (performance.now() - started < observeMs && conns.some((x) => !x.state.closedAt)) {
    for (const x of conns) if (!x.state.closedAt && !x.socket.destroyed) x.socket.write('{')
    peakFds = Math.max(peakFds, openFds(c.child.pid!))
    await sleep(1_000)
  }
  const closed = conns.filter((x) => x.state.closedAt)
  const closeTimes = closed.map((x) => (x.state.closedAt - x.state.opened) / 1000)
  const byStatus = [...new Set(closed.map((x) => statusOf(x.state.text)))].map((status) => {
    const times = closed
      .filter((x) => statusOf(x.state.text) === status)
      .map((x) => (x.state.closedAt - x.state.opened) / 1000)
    return `${status} closed after ${percentile(times, 50).toFixed(1)} s (median)`
  })
  console.log(
    `slow-bodies: ${count} connections (half with a key) trickling 1 byte/s for up to ${observeMs / 1000} s → ` +
      `${closed.length} closed by the server (${byStatus.join(', ') || 'none'}; ` +
      `last ${closeTimes.length ? Math.max(...closeTimes).toFixed(1) : '-'} s); answers ${counts(conns.map((x) => statusOf(x.state.text)))}; ` +
      `peak open fds ${peakFds}; RSS ${mb(procField(c.child.pid!, 'VmRSS'))}`,
  )
  for (const x of conns) x.socket.destroy()
  await stopChild(c)
}

/** Items 3–4: 4,000 unauthenticated connections at once with complete headers and no body. */
async function flood() {
  const c = await startChild({ SANDBOX_RATE_LIMIT: '0' })
  const count = 4_000
  const conns = Array.from({ length: count }, () => rawConnection(c.port))
  await Promise.all(conns.map((x) => x.connected))
  for (const x of conns) {
    x.socket.write(
      `POST ${api}/image_templates HTTP/1.1\r\nHost: h\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n`,
    )
  }
  let peakFds = 0
  const probes: Array<{ ms: number; status: number }> = []
  const started = performance.now()
  while (performance.now() - started < 10_000) {
    peakFds = Math.max(peakFds, openFds(c.child.pid!))
    probes.push(await probe(c.port, 5_000))
    await sleep(250)
  }
  const held = conns.filter((x) => !x.state.closedAt).length
  console.log(
    `flood: ${count} unauthenticated connections, headers only → answers ${counts(conns.map((x) => statusOf(x.state.text)))}; ` +
      `still open after 10 s: ${held}; peak open fds ${peakFds}; keyed GET /capabilities meanwhile ` +
      `${counts(probes.map((p) => String(p.status)))}, p50 ${percentile(
        probes.map((p) => p.ms),
        50,
      ).toFixed(0)} ms, ` +
      `max ${Math.max(...probes.map((p) => p.ms)).toFixed(0)} ms`,
  )
  for (const x of conns) x.socket.destroy()
  await stopChild(c)
}

/** Item 4: 24 clients without a key post 4 MB JSON to /%6fpen/… and /nowhere, 5 rounds each. */
async function unauthBodies() {
  const c = await startChild({ SANDBOX_RATE_LIMIT: '0' })
  const body = `{"scene":{"tracks":[${'{"a":1},'.repeat(500_000)}{}]}}`
  const quiet: number[] = []
  for (let i = 0; i < 20; i += 1) quiet.push((await probe(c.port)).ms)
  const statuses: string[] = []
  let done = false
  const attackers = Array.from({ length: 24 }, async (_, i) => {
    const path = i % 2 === 0 ? '/%6fpen/podcast/v1/image_templates' : '/nowhere'
    for (let round = 0; round < 5 && !done; round += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${c.port}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(60_000),
        })
        await response.arrayBuffer()
        statuses.push(String(response.status))
      } catch (error) {
        statuses.push((error as Error).name)
      }
    }
  })
  const loaded: number[] = []
  const started = performance.now()
  const probing = (async () => {
    for (let i = 0; i < 40 && performance.now() - started < 60_000; i += 1) {
      loaded.push((await probe(c.port)).ms)
      await sleep(100)
    }
  })()
  await Promise.all([...attackers, probing])
  done = true
  const wall = (performance.now() - started) / 1000
  await sleep(2_000)
  console.log(
    `unauth-bodies: 24 clients × 5 × ${mb(body.length)} without a key → ${counts(statuses)} in ${wall.toFixed(1)} s; ` +
      `keyed GET /capabilities p50 ${percentile(quiet, 50).toFixed(0)} ms quiet → ${percentile(loaded, 50).toFixed(0)} ms ` +
      `(p95 ${percentile(loaded, 95).toFixed(0)} ms, max ${Math.max(...loaded).toFixed(0)} ms) under attack; ` +
      `peak RSS ${mb(procField(c.child.pid!, 'VmHWM'))}, RSS 2 s after ${mb(procField(c.child.pid!, 'VmRSS'))}`,
  )
  await stopChild(c)
}

/** Item 4: `POST /nowhere` with `{bad`. */
async function nowhere() {
  const c = await startChild()
  const response = await fetch(`http://127.0.0.1:${c.port}/nowhere`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{bad',
  })
  const envelope = (await response.json()) as { cause: string; msg: string }
  console.log(
    `nowhere: POST /nowhere {bad → ${response.status} ${envelope.cause} "${envelope.msg}"`,
  )
  await stopChild(c)
}

/** Item 7: one read-only key posts 1,500 faults; another key's GET /capabilities after. */
async function faults() {
  const c = await startChild()
  let bytes = 0
  const statuses: string[] = []
  const started = performance.now()
  for (let i = 0; i < 1_500; i += 1) {
    const response = await fetch(`http://127.0.0.1:${c.port}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'x-api-key': 'sandbox-readonly', 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: `/covers/${'x'.repeat(400)}`, fault: '500' }),
    })
    const text = await response.text()
    bytes += text.length
    statuses.push(String(response.status))
  }
  const wall = (performance.now() - started) / 1000
  const probeResult = await probe(c.port, 20_000, 'sandbox-key-2')
  console.log(
    `faults: 1,500 POST /_sandbox/faults by one key → ${counts(statuses)} in ${wall.toFixed(1)} s; ` +
      `${mb(bytes)} of answers (${(bytes / statuses.length / 1024).toFixed(1)} KB each); ` +
      `peak RSS ${mb(procField(c.child.pid!, 'VmHWM'))}; another key's GET /capabilities ${probeResult.ms.toFixed(0)} ms`,
  )
  await stopChild(c)
}

/** Item 11: 2,000 requests with 15 KB paths; bytes the request log keeps. */
async function requestLog() {
  const c = await startChild({ SANDBOX_RATE_LIMIT: '0' })
  const pad = 'p'.repeat(15_000)
  const started = performance.now()
  for (let i = 0; i < 2_000; i += 1) {
    const response = await fetch(`http://127.0.0.1:${c.port}${api}/covers?pad=${pad}&i=${i}`, {
      headers: { 'x-api-key': key },
    })
    await response.arrayBuffer()
  }
  const wall = (performance.now() - started) / 1000
  const requests = await fetch(`http://127.0.0.1:${c.port}/_sandbox/requests?limit=1000`, {
    headers: { 'x-api-key': key },
  })
  const text = await requests.text()
  await stopChild(c)
  const dbBytes = ['', '-wal']
    .map((suffix) => {
      try {
        return statSync(`${c.dbPath}${suffix}`).size
      } catch {
        return 0
      }
    })
    .reduce((a, b) => a + b, 0)
  console.log(
    `request-log: 2,000 requests with 15 KB paths in ${wall.toFixed(1)} s → database ${mb(dbBytes)}; ` +
      `GET /_sandbox/requests?limit=1000 answers ${mb(text.length)}`,
  )
}

/** Item 11: 60 POSTs of 5 MB templates by one key (300 MB asked). */
async function quota() {
  const c = await startChild({ SANDBOX_RATE_LIMIT: '0' })
  const body = JSON.stringify({ scene: { tracks: [], pad: 'x'.repeat(5 * 1024 * 1024 - 64) } })
  const statuses: string[] = []
  const started = performance.now()
  for (let i = 0; i < 60; i += 1) {
    const response = await fetch(`http://127.0.0.1:${c.port}${api}/image_templates`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body,
    })
    const envelope = (await response.json()) as { cause: string }
    statuses.push(response.status === 200 ? '200' : `${response.status} ${envelope.cause}`)
  }
  const wall = (performance.now() - started) / 1000
  await stopChild(c)
  const size =
    statSync(c.dbPath).size + (statSync(`${c.dbPath}-wal`, { throwIfNoEntry: false })?.size ?? 0)
  console.log(
    `quota: 60 × ${mb(body.length)} templates → ${counts(statuses)} in ${wall.toFixed(1)} s; database ${mb(size)}`,
  )
}

const cases: Record<string, () => Promise<void>> = {
  nowhere,
  'slow-bodies': slowBodies,
  flood,
  'unauth-bodies': unauthBodies,
  faults,
  'request-log': requestLog,
  quota,
}
const wanted = process.argv.slice(2).filter((name) => name in cases)
for (const name of wanted.length > 0 ? wanted : Object.keys(cases)) {
  try {
    await cases[name]!()
  } catch (error) {
    console.log(`${name}: failed: ${(error as Error).message}`)
  }
}
