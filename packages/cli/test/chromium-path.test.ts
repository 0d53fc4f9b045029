import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chromiumPath, DEFAULT_CHROMIUM_PATH } from '../chromium-path.mjs'
import { REPO_ROOT } from './run-cli.ts'

describe('chromiumPath (packages/cli/chromium-path.mjs)', () => {
  it('uses CHROMIUM_PATH, and treats an unset, empty or blank one alike', () => {
    expect(DEFAULT_CHROMIUM_PATH).toBe('/usr/bin/chromium')
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome')
    for (const env of [{}, { CHROMIUM_PATH: '' }, { CHROMIUM_PATH: '  ' }]) {
      expect(chromiumPath(env)).toBe('/usr/bin/chromium')
    }
  })

  it('is the only place that reads CHROMIUM_PATH', () => {
    const readers = sourceFiles(REPO_ROOT).filter((file) =>
      /env\.CHROMIUM_PATH\b(?!\s*=[^=])/.test(readFileSync(file, 'utf8')),
    )
    expect(readers.map((file) => relative(REPO_ROOT, file))).toEqual([
      'packages/cli/chromium-path.mjs',
    ])
  })
})

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist'].includes(entry.name) || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...sourceFiles(path))
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.mts')) {
      out.push(path)
    }
  }
  return out
}
