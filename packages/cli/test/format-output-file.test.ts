import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCliProcess } from './cli-process.ts'
import { runCli } from './run-cli.ts'

const dir = mkdtempSync(join(tmpdir(), 'podscene-format-o-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const input = '{"tracks":[{"layers":[]}]}'
const formatted = `${JSON.stringify(JSON.parse(input), null, 2)}\n`

function fresh(name: string): string {
  const sub = join(dir, name)
  execFileSync('mkdir', ['-p', sub])
  writeFileSync(join(sub, 'in.json'), input)
  writeFileSync(join(sub, 'victim.txt'), 'unrelated file\n')
  return sub
}

describe('podscene format -o writes safely', { timeout: 120_000 }, () => {
  it('does not write through a symlink planted at a temporary name derived from its pid', async () => {
    const sub = fresh('planted')
    // The old temporary name was `<out>.<pid>.tmp`: plant it for the CLI's own pid ($$ after exec).
    const run = runCliProcess(['format', 'in.json', '-o', 'out.json'], {
      cwd: sub,
      stdout: 'ignore',
      prelude: 'ln -s victim.txt "out.json.$$.tmp"',
    })
    const { code, stderr } = await run.exit
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    expect(readFileSync(join(sub, 'victim.txt'), 'utf8')).toBe('unrelated file\n')
    expect(lstatSync(join(sub, 'out.json')).isFile()).toBe(true)
    expect(readFileSync(join(sub, 'out.json'), 'utf8')).toBe(formatted)
  })

  it('refuses an -o that is a symbolic link, leaving the link and its target alone', async () => {
    const sub = fresh('link')
    symlinkSync('victim.txt', join(sub, 'link.json'))
    const r = await runCli(['format', 'in.json', '-o', 'link.json'], sub)
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'link.json: is a symbolic link, not followed: -o writes regular files only (leave out -o to write to standard output)\n',
    })
    expect(lstatSync(join(sub, 'link.json')).isSymbolicLink()).toBe(true)
    expect(readFileSync(join(sub, 'victim.txt'), 'utf8')).toBe('unrelated file\n')
  })

  it('refuses an -o that is a FIFO instead of replacing it with a regular file', async () => {
    const sub = fresh('fifo')
    execFileSync('mkfifo', [join(sub, 'pipe')])
    const r = await runCli(['format', 'in.json', '-o', 'pipe'], sub)
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'pipe: is a FIFO (named pipe), not replaced: -o writes regular files only (leave out -o to write to standard output)\n',
    })
    expect(lstatSync(join(sub, 'pipe')).isFIFO()).toBe(true)
  })

  it("keeps the target's permission bits and leaves no temporary file behind", async () => {
    const sub = fresh('mode')
    writeFileSync(join(sub, 'out.json'), 'old\n')
    chmodSync(join(sub, 'out.json'), 0o640)
    const r = await runCli(['format', 'in.json', '-o', 'out.json'], sub)
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' })
    expect(statSync(join(sub, 'out.json')).mode & 0o777).toBe(0o640)
    expect(readFileSync(join(sub, 'out.json'), 'utf8')).toBe(formatted)
    expect(readdirSync(sub).sort()).toEqual(['in.json', 'out.json', 'victim.txt'])
  })
})
