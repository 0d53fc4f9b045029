import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from './run-cli.ts'

const dir = mkdtempSync(join(tmpdir(), 'podscene-inputs-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('input that is not a regular file', { timeout: 120_000 }, () => {
  it('validate refuses a FIFO at once, naming it, instead of waiting for a writer', async () => {
    execFileSync('mkfifo', [join(dir, 'pipe.json')])
    // Killed after 60 s if it waits for a writer (code -1), so a regression cannot outlive the test.
    const r = await runCli(['validate', 'pipe.json'], dir, { timeoutMs: 60_000 })
    expect(r).toEqual({
      code: 1,
      stdout: 'pipe.json: is a FIFO (named pipe), expected a regular JSON file\n',
      stderr: '',
    })
  })

  it('format and inspect refuse a character device', async () => {
    for (const command of ['format', 'inspect']) {
      const r = await runCli([command, '/dev/null'], dir)
      expect(r).toEqual({
        code: 1,
        stdout: '',
        stderr: '/dev/null: is a character device, expected a regular JSON file\n',
      })
    }
  })
})
