import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseTemplateText } from '../../src/document/index.ts'
import { LINT_CODES, lintScene } from '../../src/lint/index.ts'

const CORPUS = resolve(import.meta.dirname, '../../../../test/fixtures/lint')
const files = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.json'))
  .sort()

function lintLines(file: string): string[] {
  const parsed = parseTemplateText(readFileSync(join(CORPUS, file), 'utf8'))
  if (!parsed.ok) throw new Error(`${file} does not parse: ${parsed.problems[0]?.message}`)
  return lintScene(parsed.value).map(
    (p) => `${file}: ${p.path} @ ${p.startMs}-${p.endMs} ms: ${p.code}: ${p.message}`,
  )
}

const expectedLines = (file: string) =>
  readFileSync(join(CORPUS, file.replace(/\.json$/, '.expected.txt')), 'utf8')
    .split('\n')
    .filter(Boolean)

describe('lint corpus (test/fixtures/lint)', () => {
  it.each(files)('%s gives exactly its expected problems', (file) => {
    expect(lintLines(file)).toEqual(expectedLines(file))
  })

  it('has a clean template that reports nothing', () => {
    expect(files).toContain('clean.json')
    expect(lintLines('clean.json')).toEqual([])
  })

  it('plants every code except missing-media (which needs a URL checker) and too-complex (a work budget, see too-complex.test.ts) in a file named after it', () => {
    for (const code of LINT_CODES.filter((c) => c !== 'missing-media' && c !== 'too-complex')) {
      const file = `${code}.json`
      expect(files).toContain(file)
      expect(lintLines(file).every((line) => line.includes(`: ${code}: `))).toBe(true)
      expect(lintLines(file).length).toBeGreaterThan(0)
    }
  })
})
