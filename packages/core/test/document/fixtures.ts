import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'

/** The shared corpus at the repository root: test/fixtures/{valid,invalid}. */
export const FIXTURES_DIR = resolve(import.meta.dirname, '../../../../test/fixtures')

export interface Fixture {
  name: string
  path: string
  text: string
}

export function fixturesIn(kind: 'valid' | 'invalid'): Fixture[] {
  const dir = join(FIXTURES_DIR, kind)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      name: basename(f),
      path: join(dir, f),
      text: readFileSync(join(dir, f), 'utf8'),
    }))
}

/** The exact `validate` lines expected for an invalid fixture. */
export function expectedLines(fixture: Fixture): string[] {
  const text = readFileSync(fixture.path.replace(/\.json$/, '.expected.txt'), 'utf8')
  return text.split('\n').filter((line) => line !== '')
}
