import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixtures, runCli } from './run-cli.ts'

let dir = ''
let cleanup = () => {}
beforeAll(() => {
  ;({ dir, cleanup } = copyFixtures())
})
afterAll(() => cleanup())

const jsonFiles = (sub: string) =>
  readdirSync(join(dir, sub))
    .filter((f) => f.endsWith('.json'))
    .sort()

describe('podscene validate', { timeout: 60_000 }, () => {
  it('accepts every valid fixture, saying which kind it found', async () => {
    const files = jsonFiles('valid')
    const r = await runCli(['validate', ...files], join(dir, 'valid'))
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(files.length)
    expect(lines).toContain(
      'two-speaker-podcast-16x9.json: valid template (aspect_ratio 1, 5 tracks, 7 layers)',
    )
    expect(lines).toContain(
      'image-template-9x16.json: valid template (aspect_ratio 0, 3 tracks, 5 layers)',
    )
    expect(lines).toContain('subtitles-chinese.json: valid scene (1 track, 1 layer)')
  })

  it('prints exactly the expected lines for every invalid fixture and exits 1', async () => {
    const files = jsonFiles('invalid')
    const r = await runCli(['validate', ...files], join(dir, 'invalid'))
    const expected = files
      .map((f) => readFileSync(join(dir, 'invalid', f.replace(/\.json$/, '.expected.txt')), 'utf8'))
      .join('')
    expect(r.stdout).toBe(expected)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(1)
  })

  it('exits 1 when one file of many is invalid, still reporting the valid ones', async () => {
    const r = await runCli(['validate', 'valid/keyframes.json', 'invalid/layer-x-string.json'], dir)
    expect(r.code).toBe(1)
    expect(r.stdout).toBe(
      'valid/keyframes.json: valid template (aspect_ratio 1, 1 track, 2 layers)\n' +
        'invalid/layer-x-string.json: scene.tracks[1].layers[0].x: expected number, got string\n',
    )
  })

  it('reports a missing file, a directory and an oversized file in one line each, without a stack', async () => {
    const big = join(dir, 'big.json')
    writeFileSync(big, `{"tracks":[],"pad":"${'x'.repeat(33 * 1024 * 1024)}"}`)
    mkdirSync(join(dir, 'folder.json'))
    const r = await runCli(['validate', 'missing.json', 'folder.json', 'big.json'], dir)
    expect(r.code).toBe(1)
    expect(r.stdout).toBe(
      'missing.json: no such file\n' +
        'folder.json: is a directory, expected a JSON file\n' +
        'big.json: input is 33 MiB, larger than the limit of 32 MiB\n',
    )
    expect(r.stderr).toBe('')
  })

  it('--json prints an array of {file, path, message}', async () => {
    const r = await runCli(
      [
        'validate',
        '--json',
        'invalid/layers-not-objects.json',
        'nope.json',
        'valid/zero-values.json',
      ],
      dir,
    )
    expect(r.code).toBe(1)
    const list = JSON.parse(r.stdout) as { file: string; path: string; message: string }[]
    expect(list[0]).toEqual({
      file: 'invalid/layers-not-objects.json',
      path: 'tracks[0].layers[1]',
      message: 'expected object, got string',
    })
    expect(list).toHaveLength(7)
    expect(list[6]).toEqual({ file: 'nope.json', path: '', message: 'no such file' })
  })

  it('--json prints [] and exits 0 when everything is valid (a UTF-8 BOM is tolerated)', async () => {
    writeFileSync(join(dir, 'bom.json'), '\ufeff{"tracks":[]}')
    const r = await runCli(['validate', 'valid/zero-values.json', '--json', 'bom.json'], dir)
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual([])
  })

  it('reports usage mistakes with exit 2', async () => {
    const none = await runCli(['validate'], dir)
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('podscene validate: validate needs at least one file')
    const unknown = await runCli(['validate', '--jsn', 'a.json'], dir)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("podscene validate: unknown option '--jsn'")
    expect(unknown.stderr).not.toMatch(/\n\s+at /)
  })
})

describe('podscene (dispatch)', { timeout: 60_000 }, () => {
  it('prints usage for --help and exits 0', async () => {
    const r = await runCli(['--help'], dir)
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^Usage: podscene <command>/)
    for (const name of ['validate', 'format', 'inspect', 'render'])
      expect(r.stdout).toContain(`  ${name}`)
  })

  it('names an unknown command and exits 2', async () => {
    const r = await runCli(['vaildate', 'x.json'], dir)
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(
      "podscene: unknown command 'vaildate'. Commands: validate, format, inspect, render, slots, fill, lint.\n",
    )
  })

  it('exits 2 with usage when no command is given', async () => {
    const r = await runCli([], dir)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^Usage: podscene/)
  })

  it('prints command help', async () => {
    const r = await runCli(['validate', '--help'], dir)
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^Usage: podscene validate <file…> \[--json\]/)
  })
})
