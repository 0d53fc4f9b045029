// The packages as an embedding product installs them: `pnpm pack` @podscene/core and
// @podscene/react (prepack builds dist/ with tsc), unpack them into a fresh node_modules next to
// their runtime dependencies, then import them in plain Node (no TypeScript, no window) and
// typecheck a consumer file against the shipped declarations.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const PACKAGES = { core: 'packages/core', react: 'packages/react' } as const
type Manifest = {
  name: string
  version: string
  exports: Record<string, string | { types: string; default: string }>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  sideEffects?: unknown
}

/** pnpm as the running test command was started (npx on a machine without it), else from PATH. */
function pnpm(args: string[]): [string, string[]] {
  const execpath = process.env.npm_execpath
  return execpath && /pnpm/.test(execpath)
    ? [process.execPath, [execpath, ...args]]
    : ['pnpm', args]
}

let dir = ''
const manifests: Partial<Record<keyof typeof PACKAGES, Manifest>> = {}

/** Links a dependency of a workspace package into the consumer's node_modules. */
function linkDependency(from: string, name: string) {
  const target = join(dir, 'node_modules', name)
  if (existsSync(target)) return
  mkdirSync(dirname(target), { recursive: true })
  symlinkSync(realpathSync(join(root, from, 'node_modules', name)), target)
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'podscene-packages-'))
  for (const [short, path] of Object.entries(PACKAGES) as [keyof typeof PACKAGES, string][]) {
    const out = execFileSync(...pnpm(['pack', '--pack-destination', dir]), {
      cwd: join(root, path),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const tarball = out.trim().split('\n').pop()!.trim()
    const into = join(dir, 'node_modules', '@podscene', short)
    mkdirSync(into, { recursive: true })
    execFileSync('tar', ['xzf', tarball, '-C', into, '--strip-components=1'])
    manifests[short] = JSON.parse(readFileSync(join(into, 'package.json'), 'utf8')) as Manifest
  }
  for (const dep of Object.keys(manifests.core!.dependencies ?? {}))
    linkDependency('packages/core', dep)
  for (const dep of Object.keys(manifests.react!.peerDependencies ?? {}))
    linkDependency('packages/react', dep)
  for (const dep of Object.keys(manifests.react!.dependencies ?? {}))
    if (!dep.startsWith('@podscene/')) linkDependency('packages/react', dep)
  for (const dep of ['@types/react', '@types/react-dom']) linkDependency('packages/react', dep)
  linkDependency('.', 'typescript')
}, 600_000)

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the packed packages', () => {
  it.each(Object.keys(PACKAGES) as (keyof typeof PACKAGES)[])(
    '%s: exports built JavaScript and declarations only, every target present, no wildcards',
    (short) => {
      const manifest = manifests[short]!
      const keys = Object.keys(manifest.exports)
      const files = Object.values(manifest.exports).flatMap((v) =>
        typeof v === 'string' ? [v] : [v.types, v.default],
      )
      expect([...keys, ...files].filter((t) => t.includes('*'))).toEqual([])
      expect(files.filter((f) => !/\.(js|d\.ts|css)$/.test(f))).toEqual([])
      const packageDir = join(dir, 'node_modules', '@podscene', short)
      expect(files.filter((f) => !existsSync(join(packageDir, f)))).toEqual([])
      expect(
        Object.values(manifest.dependencies ?? {}).filter((v) => v.startsWith('workspace:')),
      ).toEqual([])
      expect(manifest.sideEffects).toBeDefined()
    },
  )

  it('react: peer dependencies on react, react-dom, konva and react-konva; CSS as its own export', () => {
    const react = manifests.react!
    expect(Object.keys(react.peerDependencies ?? {}).sort()).toEqual([
      'konva',
      'react',
      'react-dom',
      'react-konva',
    ])
    expect(react.exports['./styles.css']).toBe('./dist/styles.css')
    expect(react.dependencies?.['@podscene/core']).toBe(manifests.core!.version)
  })

  it('imports in plain Node without a window: edits a document, evaluates it, renders to a string', () => {
    const script = `
      import { Editor, compileScene, evaluateScene } from '@podscene/core'
      import { TestEditor } from '@podscene/core/testing'
      import { SceneCanvas, SceneEditor } from '@podscene/react'
      import { createElement } from 'react'
      import { renderToString } from 'react-dom/server'
      const editor = new Editor({ aspect_ratio: 1, scene: { tracks: [{ index: 0, key: 't', layers: [
        { key: 'a', type: 'shape', x: 10, y: 20, w: 30, h: 40 }] }] } })
      editor.translateLayers(['a'], 5, 0)
      const [layer] = evaluateScene(compileScene(editor.document.scene), 0)
      const html = renderToString(createElement(SceneCanvas, { width: 320, height: 180, layers: [] }))
      console.log(JSON.stringify({
        window: typeof window,
        x: layer.x,
        testing: typeof TestEditor.of,
        // forwardRef component (it has a ref handle): an object React renders by its $$typeof.
        editorComponent: String(SceneEditor.$$typeof),
        canvasHtml: html.includes('podscene-canvas'),
      }))
    `
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      encoding: 'utf8',
    })
    expect(JSON.parse(out)).toEqual({
      window: 'undefined',
      x: 15,
      testing: 'function',
      editorComponent: 'Symbol(react.forward_ref)',
      canvasHtml: true,
    })
  })

  it('its declarations typecheck a consumer (and reject a wrong prop)', () => {
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'ESNext',
          moduleResolution: 'Bundler',
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          jsx: 'react-jsx',
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['consumer.tsx'],
      }),
    )
    const tsc = join(dir, 'node_modules', 'typescript', 'bin', 'tsc')
    const check = (source: string) => {
      writeFileSync(join(dir, 'consumer.tsx'), source)
      try {
        execFileSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8', stdio: 'pipe' })
        return ''
      } catch (error) {
        return String((error as { stdout?: string }).stdout)
      }
    }
    const good = `
      import { Editor, type EditorDocument } from '@podscene/core'
      import { SceneEditor } from '@podscene/react'
      import type { RenderRequest } from '@podscene/react/render-request'
      const doc: EditorDocument = { aspect_ratio: 1, scene: { tracks: [] } }
      const editor: Editor = new Editor(doc)
      editor.translateLayers([], 1, 2)
      export const view = <SceneEditor defaultValue={doc} readOnly />
      export type R = RenderRequest
    `
    expect(check(good)).toBe('')
    expect(check(good.replace('readOnly', 'readOnly={42}'))).toContain('consumer.tsx')
  })
})
