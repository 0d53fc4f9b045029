// `npm start`: set everything up on a fresh machine, then start the sandbox API and the studio.
// PORT (sandbox, default 8787) and STUDIO_PORT (studio, default 5173) pick the ports; a port in use
// stops it before anything starts. Each server runs in its own process group, so Ctrl+C / SIGTERM
// stops it with every child it spawned (pnpm → sh → tsx/vite). `--no-install` skips the install.
// SIGINT or SIGTERM to npm, to this process or to the whole group all stop it; so does the end
// of the process that started it.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { setInterval } from 'node:timers'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { install } from './pnpm.mjs'

const HOST = '127.0.0.1'
const sandboxPort = portFromEnv('PORT', 8787)
const studioPort = portFromEnv('STUDIO_PORT', 5173)
const STOP_GRACE_MS = 5000

if (sandboxPort === studioPort) {
  console.error(
    `Cannot start: PORT and STUDIO_PORT are both ${sandboxPort}; the sandbox API and the studio need two different ports, so set one of them to another port.`,
  )
  process.exit(1)
}

function portFromEnv(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    console.error(`${name} must be a port number (1-65535), got "${raw}"`)
    process.exit(1)
  }
  return Number(raw)
}

/** Resolves when `port` can be bound on HOST, rejects with the listen error otherwise. */
function checkFree(port) {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, HOST, () => server.close(() => resolve()))
  })
}

async function requirePort(port, envName, what) {
  try {
    await checkFree(port)
  } catch (error) {
    const reason =
      error.code === 'EADDRINUSE'
        ? `is already in use (is another \`npm start\` running?)`
        : `cannot be used (${error.code ?? error.message})`
    console.error(
      `Cannot start: port ${port} for the ${what} ${reason}; set ${envName} to another port.`,
    )
    process.exit(1)
  }
}

await requirePort(sandboxPort, 'PORT', 'sandbox API')
await requirePort(studioPort, 'STUDIO_PORT', 'studio')

if (!process.argv.includes('--no-install')) install()

const children = []
let stopping = false

/**
 * Starts a workspace binary (installed by `install()`) straight, not through `pnpm run`, so a stop
 * is quiet; `detached` gives it a process group of its own, so stopping kills its whole tree.
 */
function run(name, { cwd = '.', bin, args, env }) {
  const windows = process.platform === 'win32'
  const command = resolve(cwd, 'node_modules', '.bin', windows ? `${bin}.cmd` : bin)
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    detached: true,
    shell: windows,
  })
  child.once('error', (error) => {
    console.error(`${name} could not start: ${error.message}`)
    void stop(1)
  })
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`${name} exited (${signal ?? code}); stopping.`)
    void stop(code || 1)
  })
  children.push(child)
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is already gone.
  }
}

/** The group still has a live member (signal 0 probes without sending anything). */
function groupAlive(child) {
  try {
    process.kill(-child.pid, 0)
    return true
  } catch {
    return false
  }
}

async function stop(exitCode) {
  if (stopping) return
  stopping = true
  if (children.length > 0) console.log('Stopping the sandbox and the studio…')
  for (const child of children) killGroup(child, 'SIGTERM')
  const deadline = Date.now() + STOP_GRACE_MS
  while (children.some(groupAlive) && Date.now() < deadline) {
    await sleep(100)
  }
  for (const child of children) if (groupAlive(child)) killGroup(child, 'SIGKILL')
  process.exit(exitCode)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0))

// `npm start` runs this through `sh -c "exec node scripts/start.mjs"` (package.json), so npm's
// forwarded SIGINT/SIGTERM reach this process. Whatever stands between (another shell, a
// wrapper) and however it ends (even SIGKILL), being orphaned stops everything too.
const parentAtStart = process.ppid
// Output to a parent that is gone must not end this process before it has stopped the servers.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
setInterval(() => {
  if (process.ppid !== parentAtStart) {
    console.error('The process that started `npm start` is gone; stopping.')
    void stop(0)
  }
}, 500).unref()

/** Polls a port until it answers an HTTP request with any status. */
function answersHttp(port) {
  return new Promise((resolve) => {
    const request = get({ host: HOST, port, path: '/', timeout: 2000 }, (response) => {
      response.resume()
      resolve(true)
    })
    request.once('timeout', () => request.destroy())
    request.once('error', () => resolve(false))
  })
}

async function waitForHttp(port) {
  while (!stopping) {
    if (await answersHttp(port)) return
    await sleep(250)
  }
}

run('sandbox', {
  bin: 'tsx',
  args: ['apps/sandbox/src/main.ts'],
  env: { PORT: String(sandboxPort) },
})
const waits = [waitForHttp(sandboxPort)]
const studio = JSON.parse(readFileSync('apps/studio/package.json', 'utf8'))
if (existsSync('apps/studio/index.html') && studio.scripts?.dev) {
  run('studio', {
    cwd: 'apps/studio',
    bin: 'vite',
    args: [],
    env: {
      STUDIO_PORT: String(studioPort),
      VITE_SANDBOX_URL: process.env.VITE_SANDBOX_URL || `http://${HOST}:${sandboxPort}`,
    },
  })
  waits.push(waitForHttp(studioPort))
}
await Promise.all(waits)
if (!stopping) {
  console.log(`Sandbox API: http://${HOST}:${sandboxPort}/open/podcast/v1`)
  console.log(`Studio: http://${HOST}:${studioPort}/`)
}
