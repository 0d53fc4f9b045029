// `npm start` (scripts/start.mjs) as a user runs it: it prints the studio's URL once both servers
// answer, refuses a second start on a port in use with a one-line message naming the env var, and
// SIGTERM stops both servers with every process they spawned (Linux: the tree is read from /proc).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(join(tmpdir(), 'podscene-start-'))
const started: ChildProcess[] = []

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** A port nothing listens on right now (the OS picks it). */
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

function startStudio(ports: { sandbox: number; studio: number }) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-install'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(ports.sandbox),
      STUDIO_PORT: String(ports.studio),
      SANDBOX_DB: join(dataDir, 'sandbox.db'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.once('exit', (code) => done({ code, stdout, stderr })),
  )
  const printed = (line: string) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (stdout.includes(line)) done()
      }
      child.stdout!.on('data', check)
      check()
      void exited.then((r) => fail(new Error(`start exited (${r.code}):\n${r.stdout}${r.stderr}`)))
    })
  return { child, exited, printed }
}

/** Every live descendant of `pid` (zombies excluded), from /proc/<pid>/stat. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state !== 'Z') parentOf.set(Number(entry), Number(ppid))
    } catch {
      // The process ended while we listed.
    }
  }
  const found: number[] = []
  let frontier = [pid]
  while (frontier.length > 0) {
    const next = [...parentOf].filter(([, ppid]) => frontier.includes(ppid)).map(([p]) => p)
    found.push(...next)
    frontier = next
  }
  return found
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
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

describe('npm start', () => {
  it('prints the studio URL when both servers answer, refuses a second start, and SIGTERM stops every process', async () => {
    const ports = { sandbox: await freePort(), studio: await freePort() }
    const first = startStudio(ports)
    await first.printed(`Studio: http://127.0.0.1:${ports.studio}/\n`)
    expect(await portAnswers(ports.sandbox)).toBe(true)
    const studioPage = await fetch(`http://127.0.0.1:${ports.studio}/`)
    expect(studioPage.status).toBe(200)
    expect(await studioPage.text()).toContain('<div id="root">')
    const tree = descendants(first.child.pid!)
    // Both servers run under it (tsx starts the sandbox in a node child of its own).
    const commands = tree.map(commandLine)
    expect(commands.some((c) => c.includes('apps/sandbox/src/main.ts'))).toBe(true)
    expect(commands.some((c) => /vite(\.js)?\b/.test(c))).toBe(true)

    // A second start on the same sandbox port, then on the same studio port.
    const again = await startStudio({ sandbox: ports.sandbox, studio: await freePort() }).exited
    expect(again.code).toBe(1)
    expect(again.stderr.trim()).toBe(
      `Cannot start: port ${ports.sandbox} for the sandbox API is already in use (is another \`npm start\` running?); set PORT to another port.`,
    )
    expect(again.stdout).toBe('')
    const studioAgain = await startStudio({ sandbox: await freePort(), studio: ports.studio })
      .exited
    expect(studioAgain.code).toBe(1)
    expect(studioAgain.stderr).toContain(`port ${ports.studio} for the studio is already in use`)
    expect(studioAgain.stderr).toContain('set STUDIO_PORT to another port')
    // The refused starts did not disturb the running one.
    expect(tree.every(alive)).toBe(true)

    first.child.kill('SIGTERM')
    const stopped = await first.exited
    expect(stopped.code).toBe(0)
    expect(tree.filter(alive)).toEqual([])
    expect(await portAnswers(ports.sandbox)).toBe(false)
    expect(await portAnswers(ports.studio)).toBe(false)
  }, 120_000)
})
