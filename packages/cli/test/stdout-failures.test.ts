import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCliProcess } from './cli-process.ts'

const dir = mkdtempSync(join(tmpdir(), 'podscene-stdout-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A valid scene whose formatted form (about 1 MB) is far larger than a pipe's buffer. */
function bigScene(): string {
  const layers = Array.from({ length: 20_000 }, (_, i) => ({ key: `layer-${i}`, type: 'color' }))
  const path = join(dir, 'big.json')
  writeFileSync(path, JSON.stringify({ tracks: [{ layers }] }))
  return path
}

describe('a failed write to standard output', { timeout: 120_000 }, () => {
  it('ENOSPC (stdout is /dev/full): one line on stderr, exit 1, no stack trace', async () => {
    const full = openSync('/dev/full', 'w')
    try {
      const run = runCliProcess(['format', bigScene()], { cwd: dir, stdout: full })
      expect(await run.exit).toEqual({
        code: 1,
        stderr:
          'podscene format: cannot write to standard output: no space left on device (ENOSPC)\n',
      })
    } finally {
      closeSync(full)
    }
  })

  it('a reader that closed the pipe (`| head`): quiet exit 141, as for SIGPIPE', async () => {
    const run = runCliProcess(['format', bigScene()], { cwd: dir, stdout: 'pipe' })
    // Read nothing and close: the CLI cannot write ~1 MB into a pipe nobody reads, so whether
    // it has started writing or not, a write fails with EPIPE.
    ;(run.stdout as NodeJS.ReadableStream & { destroy(): void }).destroy()
    expect(await run.exit).toEqual({ code: 141, stderr: '' })
  })
})
