import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixtures, runCli } from './run-cli.ts'

let dir = ''
let cleanup = () => {}
beforeAll(() => {
  ;({ dir, cleanup } = copyFixtures())
})
afterAll(() => cleanup())

describe('podscene format', { timeout: 120_000 }, () => {
  it('writes every valid fixture back byte for byte (they are stored canonically)', async () => {
    const files = readdirSync(join(dir, 'valid')).filter(
      (f) => f.endsWith('.json') && f !== 'minified-template.json',
    )
    const results = await Promise.all(
      files.map((file) => runCli(['format', file], join(dir, 'valid'))),
    )
    files.forEach((file, i) => {
      expect(results[i], file).toEqual({
        code: 0,
        stdout: readFileSync(join(dir, 'valid', file), 'utf8'),
        stderr: '',
      })
    })
  })

  it('re-indents minified input with 2 spaces, keeping every field and the key order', async () => {
    const input = readFileSync(join(dir, 'valid/minified-template.json'), 'utf8')
    const r = await runCli(['format', 'valid/minified-template.json'], dir)
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(JSON.stringify(JSON.parse(input), null, 2) + '\n')
    expect(r.stdout).toMatch(/^\{\n {2}"aspect_ratio": 1,\n {2}"scene": \{/)
  })

  it('writes to -o, and may overwrite its own input', async () => {
    const out = join(dir, 'out.json')
    const r = await runCli(['format', 'valid/unknown-fields-deep.json', '-o', out], dir)
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' })
    expect(readFileSync(out, 'utf8')).toBe(
      readFileSync(join(dir, 'valid/unknown-fields-deep.json'), 'utf8'),
    )

    const messy = join(dir, 'messy.json')
    writeFileSync(messy, '{"tracks":[{"z":1,"a":null,"layers":[{"x":0,"alpha":0}]}],"b":[]}')
    expect((await runCli(['format', 'messy.json', '-o', 'messy.json'], dir)).code).toBe(0)
    expect(readFileSync(messy, 'utf8')).toBe(
      JSON.stringify(
        { tracks: [{ z: 1, a: null, layers: [{ x: 0, alpha: 0 }] }], b: [] },
        null,
        2,
      ) + '\n',
    )
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('writes nothing for an invalid file and prints its problems to stderr', async () => {
    const r = await runCli(['format', 'invalid/many-problems.json', '-o', 'never.json'], dir)
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toBe(
      readFileSync(join(dir, 'invalid/many-problems.expected.txt'), 'utf8').replaceAll(
        'many-problems.json',
        'invalid/many-problems.json',
      ),
    )
    expect(existsSync(join(dir, 'never.json'))).toBe(false)
  })

  it('reports bad JSON, a missing file and an unwritable output in one line', async () => {
    const bad = await runCli(['format', 'invalid/trailing-comma.json'], dir)
    expect(bad).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'invalid/trailing-comma.json: invalid JSON: expected double-quoted property name at line 5 column 3\n',
    })
    const missing = await runCli(['format', 'gone.json'], dir)
    expect(missing).toEqual({ code: 1, stdout: '', stderr: 'gone.json: no such file\n' })
    const unwritable = await runCli(
      ['format', 'valid/keyframes.json', '-o', 'no/such/dir/out.json'],
      dir,
    )
    expect(unwritable.code).toBe(1)
    expect(unwritable.stderr).toBe('no/such/dir/out.json: cannot write: no such directory\n')
  })

  it('needs exactly one file', async () => {
    const two = await runCli(['format', 'a.json', 'b.json'], dir)
    expect(two.code).toBe(2)
    expect(two.stderr).toContain('podscene format: format takes exactly one file, got 2')
    const none = await runCli(['format'], dir)
    expect(none.code).toBe(2)
  })
})
