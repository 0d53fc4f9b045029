// The docs must keep building: `pnpm docs:api` (typedoc + typedoc-plugin-markdown, root
// typedoc.json) and the static Storybook (autodocs pages, the Getting started MDX page) are built
// here into temporary directories and checked for the pages embedders start from.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const out = mkdtempSync(join(tmpdir(), 'podscene-api-docs-'))
const storybookOut = mkdtempSync(join(tmpdir(), 'podscene-storybook-'))
afterAll(() => {
  rmSync(out, { recursive: true, force: true })
  rmSync(storybookOut, { recursive: true, force: true })
})

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

  it(
    'Storybook builds with a Docs page per component and the Getting started page',
    { timeout: 240_000 },
    () => {
      const run = spawnSync(
        process.execPath,
        [
          join(root, 'stories/node_modules/storybook/dist/bin/dispatcher.js'),
          'build',
          '-o',
          storybookOut,
          '--quiet',
        ],
        { cwd: join(root, 'stories'), encoding: 'utf8' },
      )
      expect(run.status, run.stderr).toBe(0)
      const index = JSON.parse(readFileSync(join(storybookOut, 'index.json'), 'utf8')) as {
        entries: Record<string, { type: string; title: string }>
      }
      const ids = Object.keys(index.entries)
      expect(ids).toContain('getting-started--docs')
      expect(ids).toContain('editor-embedding--french')
      expect(ids).toContain('editor-embedding--custom-kind')
      // Autodocs: a Docs entry for every component title that has stories.
      const titles = new Set(
        Object.values(index.entries)
          .filter((e) => e.type === 'story')
          .map((e) => e.title),
      )
      for (const title of titles) {
        expect(
          Object.values(index.entries).some((e) => e.type === 'docs' && e.title === title),
          title,
        ).toBe(true)
      }
    },
  )
})
