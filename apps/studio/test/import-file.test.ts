import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serialize } from '@podscene/core'
import { importFile, SHOWN_PROBLEMS } from '../src/import-file.ts'

const fixtures = resolve(import.meta.dirname, '../../../test/fixtures')
const read = (dir: string, name: string) => readFileSync(join(fixtures, dir, name), 'utf8')
const jsonFiles = (dir: string) =>
  readdirSync(join(fixtures, dir)).filter((f) => f.endsWith('.json'))

describe('importFile', () => {
  it.each(jsonFiles('valid'))(
    'opens %s as it is (serialize gives back the parsed file)',
    (file) => {
      const text = read('valid', file)
      const result = importFile(file, text, 'import-1')
      expect(result.ok).toBe(true)
      if (!result.ok) return
      expect(result.choices).toHaveLength(1)
      const [choice] = result.choices
      expect(choice).toMatchObject({
        id: 'import-1',
        label: file,
        name: file.replace(/\.json$/, ''),
      })
      expect(choice!.document).toEqual(JSON.parse(text))
      expect(serialize(choice!.document)).toBe(serialize(JSON.parse(text)))
      expect(result.kind).toBe('tracks' in JSON.parse(text) ? 'scene' : 'template')
    },
  )

  it.each(jsonFiles('invalid'))('refuses %s naming the file and its first problems', (file) => {
    const expected = read('invalid', file.replace(/\.json$/, '.expected.txt'))
      .trim()
      .split('\n')
      .map((line) => line.slice(`${file}: `.length))
    const result = importFile(file, read('invalid', file), 'import-1')
    expect(result.ok).toBe(false)
    if (result.ok) return
    const shown = expected.slice(0, SHOWN_PROBLEMS)
    expect(result.message.startsWith(`Could not import ${file}: ${shown.join('; ')}`)).toBe(true)
  })

  it('opens each scene of a project record as a template, in order', () => {
    const project = {
      id: 'p1',
      title: 'My show',
      aspect_ratio: 0,
      scenes: [
        { key: 'a', tracks: [{ index: 0, layers: [{ key: 'x', type: 'text', odd: null }] }] },
        { key: 'b', tracks: [] },
      ],
    }
    const result = importFile('show.json', JSON.stringify(project), 'import-2')
    expect(result).toMatchObject({ ok: true, kind: 'project' })
    if (!result.ok) return
    expect(result.choices.map((c) => [c.label, c.name])).toEqual([
      ['show.json — scene 1', 'show-scene-1'],
      ['show.json — scene 2', 'show-scene-2'],
    ])
    expect(result.choices[0]!.document).toEqual({
      aspect_ratio: 0,
      scene: { tracks: project.scenes[0]!.tracks },
    })
    expect(new Set(result.choices.map((c) => c.id)).size).toBe(2)
  })

  it('names the path of a bad field in a project record', () => {
    const text = JSON.stringify({ id: 'p', scenes: [{ tracks: [{ layers: [{ x: 'left' }] }] }] })
    const result = importFile('p.json', text, 'import-3')
    expect(result).toEqual({
      ok: false,
      message:
        'Could not import p.json: scenes[0].tracks[0].layers[0].x: expected number, got string',
    })
  })

  it('refuses a project without scenes', () => {
    expect(importFile('p.json', '{"id":"p","scenes":[]}', 'i')).toEqual({
      ok: false,
      message: 'Could not import p.json: the project has no scenes',
    })
  })
})
