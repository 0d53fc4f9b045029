// `npm start` (scripts/start.mjs) refuses PORT equal to STUDIO_PORT before anything starts
// (issue 26 item 13): one line naming both variables, exit 1, nothing listening.
import { spawnSync } from 'node:child_process'
import { createConnection } from 'node:net'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')

function start(env: Record<string, string>) {
  const { PORT: _port, STUDIO_PORT: _studio, ...rest } = process.env
  return spawnSync(process.execPath, ['scripts/start.mjs', '--no-install'], {
    cwd: repoRoot,
    env: { ...rest, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
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

describe('npm start with one port for both servers', () => {
  it('is refused with a message naming PORT and STUDIO_PORT', async () => {
    const cases: Array<Record<string, string>> = [
      { PORT: '9137', STUDIO_PORT: '9137' },
      { PORT: '5173' },
    ]
    for (const env of cases) {
      const port = Number(env.PORT)
      const result = start(env)
      expect(result.status).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr.trim()).toBe(
        `Cannot start: PORT and STUDIO_PORT are both ${port}; the sandbox API and the studio need two different ports, so set one of them to another port.`,
      )
      // 9137 is this helper's own port; 5173 may be someone else's dev server, so not probed.
      if (port === 9137) expect(await portAnswers(port)).toBe(false)
    }
  })
})
