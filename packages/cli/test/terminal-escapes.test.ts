import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from './run-cli.ts'

const dir = mkdtempSync(join(tmpdir(), 'podscene-escapes-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Any control character but the newline that ends each printed line. */
const RAW_CONTROL =
  // eslint-disable-next-line no-control-regex -- looking for raw control characters
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

const ESC = '\u001b'
const hostile = {
  tracks: [
    {
      key: `k${ESC}[2J`,
      layers: [
        {
          key: 'a\nforged: valid template',
          type: 'image\u009b2J',
          path: `javascript:${ESC}]0;pwned\u0007`,
          text: 'x\u202eevil',
        },
      ],
    },
  ],
}

function write(name: string, content: string): string {
  writeFileSync(join(dir, name), content)
  return name
}

describe(
  'document text printed by the CLI has its control characters escaped',
  { timeout: 120_000 },
  () => {
    it('inspect: summary, diagnostics and the evaluated table', async () => {
      const file = write('hostile.json', JSON.stringify(hostile))
      const summary = await runCli(['inspect', file], dir)
      expect(summary.code).toBe(0)
      expect(summary.stdout).not.toMatch(RAW_CONTROL)
      expect(summary.stdout).toContain('layers by type: image\\x9b2J 1')
      expect(summary.stdout).toContain(
        'tracks[0].layers[0].path: media URL is not allowed (only https:, http:, blob:, data:image/*): "javascript:\\x1b]0;pwned\\x07"',
      )
      const table = await runCli(['inspect', file, '--at', '0'], dir)
      expect(table.code).toBe(0)
      expect(table.stdout).not.toMatch(RAW_CONTROL)
      expect(table.stdout).toContain('● k\\x1b[2J/a\\nforged: valid template (image\\x9b2J)')
      expect(table.stdout.split('\n').filter((l) => l.includes('forged'))).toHaveLength(1)
    })

    it('inspect --json and validate --json leave no raw DEL or C1 character', async () => {
      const file = write('hostile-json.json', JSON.stringify(hostile))
      const inspected = await runCli(['inspect', file, '--json'], dir)
      expect(inspected.stdout).not.toMatch(RAW_CONTROL)
      expect(JSON.parse(inspected.stdout).layerCounts).toEqual({ 'image\u009b2J': 1 })
      const bad = write('bad-keys.json', '{"\u009b2J\u007f": 1}')
      const validated = await runCli(['validate', bad, '--json'], dir)
      expect(validated.code).toBe(1)
      expect(validated.stdout).not.toMatch(RAW_CONTROL)
      expect(JSON.parse(validated.stdout)[0].message).toContain('"\u009b2J\u007f"')
    })

    it('validate and format: problems and file names', async () => {
      const bad = write('bad-keys.json', '{"\u009b2J\u007f": 1}')
      const validated = await runCli(['validate', bad, `gone${ESC}]0;t\u0007.json`], dir)
      expect(validated.code).toBe(1)
      expect(validated.stdout).toBe(
        'bad-keys.json: expected a template {aspect_ratio, scene: {tracks}} or a scene {tracks}, got an object with keys "\\x9b2J\\x7f"\n' +
          'gone\\x1b]0;t\\x07.json: no such file\n',
      )
      const formatted = await runCli(
        ['format', write('c1.json', '{"tracks":[],"note":"\u009b"}')],
        dir,
      )
      expect(formatted).toEqual({
        code: 0,
        stdout: '{\n  "tracks": [],\n  "note": "\\u009b"\n}\n',
        stderr: '',
      })
    })
  },
)
