// `npm start` stops cleanly however it is signalled (issue 27 item 13): SIGINT or SIGTERM sent to
// the npm process, to scripts/start.mjs or to the whole process group leaves no process of its
// tree alive (read from /proc) and both ports free. Linux only (/proc).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(join(tmpdir(), 'podscene-start-signals-'))
const trees: number[][] = []

afterAll(() => {
  // Whatever a failed case left behind is killed by its pid (never by name).
  for (const pid of trees.flat()) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  rmSync(dataDir, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

function statOf(pid: number): { state: string; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state = '', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state, ppid: Number(ppid) }
  } catch {
    return null
  }
}

const alive = (pid: number) => {
  const stat = statOf(pid)
  return stat !== null && stat.state !== 'Z'
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/** `pid` and every live descendant of it. */
function tree(pid: number): number[] {
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = statOf(Number(entry))
    if (stat && stat.state !== 'Z') parentOf.set(Number(entry), stat.ppid)
  }
  const found = [pid]
  let frontier = [pid]
  while (frontier.length > 0) {
    frontier = [...parentOf].filter(([, ppid]) => frontier.includes(ppid)).map(([p]) => p)
    found.push(...frontier)
  }
  return found
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

/** `npm start -- --no-install` in a process group of its own; resolves once it prints the studio URL. */
async function npmStart(ports: { sandbox: number; studio: number }) {
  const child: ChildProcess = spawn('npm', ['start', '--', '--no-install'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(ports.sandbox),
      STUDIO_PORT: String(ports.studio),
      SANDBOX_DB: join(dataDir, `${ports.sandbox}.db`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 90_000
  while (!output.includes(`Studio: http://127.0.0.1:${ports.studio}/`)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm start did not come up:\n${output}`)
    await sleep(100)
  }
  return { child, output: () => output }
}

type Target = 'npm' | 'start.mjs' | 'group'

describe('npm start stops cleanly however it is signalled', () => {
  const cases: Array<[Target, NodeJS.Signals]> = [
    ['npm', 'SIGINT'],
    ['npm', 'SIGTERM'],
    ['start.mjs', 'SIGINT'],
    ['start.mjs', 'SIGTERM'],
    ['group', 'SIGINT'],
    ['group', 'SIGTERM'],
  ]
  it.each(cases)(
    '%s gets %s: no process left, ports free',
    async (target, signal) => {
      const ports = { sandbox: await freePort(), studio: await freePort() }
      const { child, output } = await npmStart(ports)
      const npmPid = child.pid!
      const pids = tree(npmPid)
      trees.push(pids)
      const commands = pids.map(commandLine)
      const startPid = pids.find(
        (_, i) => commands[i]!.includes('scripts/start.mjs') && !commands[i]!.startsWith('sh '),
      )
      expect(startPid).toBeDefined()
      expect(commands.some((c) => c.includes('apps/sandbox/src/main.ts'))).toBe(true)
      expect(commands.some((c) => /vite(\.js)?\b/.test(c))).toBe(true)

      if (target === 'npm') process.kill(npmPid, signal)
      else if (target === 'start.mjs') process.kill(startPid!, signal)
      else process.kill(-npmPid, signal)

      // At most 20 s (the servers get 5 s to stop before SIGKILL).
      const deadline = Date.now() + 20_000
      while (pids.some(alive) && Date.now() < deadline) await sleep(100)
      const left = pids.filter(alive).map((pid) => `${pid} ${commandLine(pid)}`)
      expect(left, output()).toEqual([])
      expect(await portAnswers(ports.sandbox)).toBe(false)
      expect(await portAnswers(ports.studio)).toBe(false)
    },
    120_000,
  )
})
