import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from './run-cli.ts'

const dir = mkdtempSync(join(tmpdir(), 'podscene-large-invalid-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Before core's bounded parse (issue 13.7, ParseResult.more) this input made the CLI abort out of
// memory (exit 134 with V8's native stack trace).
describe('a 10 MB file of invalid entries', { timeout: 180_000 }, () => {
  it('validate lists a bounded number of problems, counts the rest and exits 1', async () => {
    // 5 million tracks that are numbers instead of objects: 10 MB.
    writeFileSync(join(dir, 'big.json'), `{"tracks":[${Array(5_000_000).fill('0').join(',')}]}`)
    const r = await runCli(['validate', 'big.json'], dir)
    expect(r.code).toBe(1)
    expect(r.stderr).toBe('')
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(1001)
    expect(lines[0]).toBe('big.json: tracks[0]: expected object, got number')
    expect(lines.at(-1)).toMatch(/^big\.json: and \d+ more problems$/)
    const unlisted = Number(/and (\d+) more/.exec(lines.at(-1)!)![1])
    expect(lines.length - 1 + unlisted).toBe(5_000_000)
  })
})
