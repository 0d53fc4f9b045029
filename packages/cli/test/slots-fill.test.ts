import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixtures, runCli } from './run-cli.ts'

let dir = ''
let cleanup = () => {}
beforeAll(() => {
  ;({ dir, cleanup } = copyFixtures())
})
afterAll(() => cleanup())

const lintDir = () => join(dir, 'lint')

describe('podscene slots', { timeout: 60_000 }, () => {
  it('lists each slot with kind, value, box, text room and layers', async () => {
    const r = await runCli(['slots', 'clean.json'], lintDir())
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(
      'background (image): "https://cdn.example.com/bg.jpg" — box 1920×1080 — scene.tracks[0].layers[0]\n' +
        'title (text): "Episode 12" — box 1000×160, about 58 characters (29 per line, 2 lines) — scene.tracks[0].layers[1]\n' +
        'logo (image): "https://cdn.example.com/logo.png" — box 160×160 — scene.tracks[0].layers[3]\n',
    )
  })

  it('--json prints the manifest', async () => {
    const r = await runCli(['slots', '--json', 'clean.json'], lintDir())
    const slots = JSON.parse(r.stdout) as { key: string; kind: string; constraints: object }[]
    expect(slots.map((s) => `${s.key}:${s.kind}`)).toEqual([
      'background:image',
      'title:text',
      'logo:image',
    ])
    expect(slots[1]!.constraints).toEqual({
      width: 1000,
      height: 160,
      aspectRatio: 6.25,
      maxCharacters: 58,
      maxCharactersPerLine: 29,
      maxLines: 2,
    })
  })

  it('says why a slot cannot be filled, and when there are none', async () => {
    const r = await runCli(['slots', 'slot-unfillable.json'], lintDir())
    expect(r.stdout).not.toContain('\\n')
    expect(r.stdout).toContain(
      '\n  cannot fill: layer scene.tracks[0].layers[2] (sticker) has type "sticker", which has no field a slot can fill\n',
    )
    const none = await runCli(['slots', 'unsaveable-aspect-ratio.json'], lintDir())
    expect(none.stdout).toBe(
      'unsaveable-aspect-ratio.json: no slots (mark a layer with api_template_meta.replace_key to make one)\n',
    )
  })
})

describe('podscene fill', { timeout: 60_000 }, () => {
  it('writes the template with only the slot values changed', async () => {
    writeFileSync(
      join(lintDir(), 'data.json'),
      JSON.stringify({ title: 'Episode 13', background: 'https://cdn.example.com/bg13.jpg' }),
    )
    const r = await runCli(['fill', 'clean.json', 'data.json'], lintDir())
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const original = readFileSync(join(lintDir(), 'clean.json'), 'utf8')
    expect(r.stdout).toBe(
      original
        .replace('"content": "Episode 12"', '"content": "Episode 13"')
        .replace(
          '"path": "https://cdn.example.com/bg.jpg"',
          '"path": "https://cdn.example.com/bg13.jpg"',
        ),
    )
    const out = await runCli(['fill', 'clean.json', 'data.json', '-o', 'filled.json'], lintDir())
    expect(out).toEqual({ code: 0, stdout: '', stderr: '' })
    expect(readFileSync(join(lintDir(), 'filled.json'), 'utf8')).toBe(r.stdout)
  })

  it('names each data problem by path on stderr, writes nothing and exits 1', async () => {
    writeFileSync(
      join(lintDir(), 'bad.json'),
      JSON.stringify({ titel: 'x', background: 'file:///etc/passwd' }),
    )
    const r = await runCli(['fill', 'clean.json', 'bad.json', '-o', 'never.json'], lintDir())
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toBe(
      'bad.json: data.titel: unknown slot "titel" (slots: background, title, logo)\n' +
        'bad.json: data.background: URL not allowed for image slot "background" (only https:, http:, blob:, data:image/*): "file:///etc/passwd"\n',
    )
    const listed = await runCli(['validate', 'never.json'], lintDir())
    expect(listed.stdout).toBe('never.json: no such file\n')
  })

  it('lists at most 100 data problems, then how many more', async () => {
    const keys = Array.from({ length: 150 }, (_, i) => [`nope${i}`, 'x'])
    writeFileSync(join(lintDir(), 'many.json'), JSON.stringify(Object.fromEntries(keys)))
    const r = await runCli(['fill', 'clean.json', 'many.json'], lintDir())
    expect(r.code).toBe(1)
    const lines = r.stderr.split('\n').filter(Boolean)
    expect(lines).toHaveLength(101)
    expect(lines[99]).toBe(
      'many.json: data.nope99: unknown slot "nope99" (slots: background, title, logo)',
    )
    expect(lines[100]).toBe('many.json: and 50 more problems')
  })

  it('reports unreadable data and wrong usage', async () => {
    const missing = await runCli(['fill', 'clean.json', 'nope.json'], lintDir())
    expect(missing).toEqual({ code: 1, stdout: '', stderr: 'nope.json: no such file\n' })
    const usage = await runCli(['fill', 'clean.json'], lintDir())
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('fill takes a template and a data file, got 1 files')
  })
})
