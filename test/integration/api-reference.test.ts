// `pnpm docs:api` (typedoc + typedoc-plugin-markdown, root typedoc.json) must keep working: it
// is run here into a temporary directory, and the reference must document the public names
// embedders start from.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const out = mkdtempSync(join(tmpdir(), 'podscene-api-docs-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('API reference (pnpm docs:api)', () => {
  it('generates Markdown pages for core, react and api', { timeout: 240_000 }, () => {
    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules/typedoc/bin/typedoc'), '--out', out, '--logLevel', 'Error'],
      { cwd: root, encoding: 'utf8' },
    )
    expect(run.stderr + run.stdout).not.toMatch(/\[error\]/i)
    expect(run.status).toBe(0)
    const page = (path: string) => {
      const file = join(out, '@podscene', path)
      expect(existsSync(file), `${path} was generated`).toBe(true)
      return readFileSync(file, 'utf8')
    }
    expect(page('react/variables/SceneEditor.md')).toContain('Layer list, canvas and inspector')
    expect(page('react/interfaces/SceneEditorProps.md')).toContain('translations')
    expect(page('react/interfaces/CustomLayerKind.md')).toContain('inspectorSections')
    expect(page('react/variables/en.md')).toContain('sceneEditor')
    expect(page('core/classes/Editor.md')).toContain('insertLayer')
    expect(page('api/README.md').length).toBeGreaterThan(0)
  })
})
