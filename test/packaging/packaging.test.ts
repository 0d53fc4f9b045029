// The packages as an outside team adopts them, from packed tarballs only: every package packed
// with npm (prepack builds it and writes the published manifest) and with pnpm, both manifests
// alike, publint --strict and arethetypeswrong (esm-only) clean; then examples/embed-vite copied
// into two fresh apps (React 18 + react-konva 18 + Konva 9, React 19 + react-konva 19 + Konva 10)
// that install the tarballs with npm, typecheck strictly, build with vite and show the editor in
// Chromium without console errors; examples/nextjs (App Router, editor and player loaded with
// `ssr: false`) installed the same way, built with `next build`, served by `next start` and
// checked in Chromium; and the API client and the CLI used from the install.
// Slow (minutes): its own vitest project, run by `npm test` after the other checks
// (scripts/test.mjs) or alone with `pnpm exec vitest run --config test/packaging/vitest.config.ts`.
import { execFile, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { FONT_LIBRARY } from '@podscene/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import type { Locator } from 'playwright-core'

const run = promisify(execFile)
const root = resolve(import.meta.dirname, '../..')
const example = join(root, 'examples/embed-vite')
const nextExample = join(root, 'examples/nextjs')
const screenshots = join(root, 'test-results/packaging')
const PACKAGES = ['core', 'api', 'react', 'cli'] as const
type Short = (typeof PACKAGES)[number]

/** The two stacks an embedding app may have; third-party packages come from the npm registry. */
const CONSUMERS = {
  react18: {
    react: '^18.3.0',
    'react-dom': '^18.3.0',
    'react-konva': '^18.2.5',
    konva: '^9.3.0',
    '@types/react': '^18.3.0',
    '@types/react-dom': '^18.3.0',
  },
  react19: {
    react: '^19.0.0',
    'react-dom': '^19.0.0',
    'react-konva': '^19.0.0',
    konva: '^10.0.0',
    '@types/react': '^19.0.0',
    '@types/react-dom': '^19.0.0',
  },
} as const
type Consumer = keyof typeof CONSUMERS

/** A child's environment without the npm_/pnpm_ variables of the running test command, so npm
 *  and the packed packages behave as on a machine that has only Node and npm. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(npm_|pnpm_|PNPM_|INIT_CWD$)/.test(k)),
  )
  return { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...extra }
}

async function sh(cmd: string, args: string[], cwd: string, extraEnv?: Record<string, string>) {
  try {
    return await run(cmd, args, {
      cwd,
      env: cleanEnv(extraEnv),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(
      `${cmd} ${args.join(' ')} failed in ${cwd}:\n${e.stdout ?? ''}\n${e.stderr ?? e.message}`,
    )
  }
}

/** pnpm as the running test command was started (npx on a machine without it), else from PATH. */
function pnpm(): [string, string[]] {
  const execpath = process.env.npm_execpath
  return execpath && /pnpm/.test(execpath) ? [process.execPath, [execpath]] : ['pnpm', []]
}

let dir = ''
const tarballs = {} as Record<Short, string>
const manifests = { npm: {}, pnpm: {} } as Record<'npm' | 'pnpm', Record<Short, Manifest>>
const fileLists = { npm: {}, pnpm: {} } as Record<'npm' | 'pnpm', Record<Short, string[]>>
type Manifest = Record<string, unknown> & {
  name: string
  version: string
  exports?: Record<string, unknown>
  bin?: Record<string, string>
}

async function unpack(tarball: string, into: string): Promise<[Manifest, string[]]> {
  mkdirSync(into, { recursive: true })
  await run('tar', ['xzf', tarball, '-C', into])
  const files = readdirSync(join(into, 'package'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(join(into, 'package').length + 1))
    .sort()
  return [JSON.parse(readFileSync(join(into, 'package/package.json'), 'utf8')) as Manifest, files]
}

beforeAll(async () => {
  const started = Date.now()
  dir = mkdtempSync(join(tmpdir(), 'podscene-packaging-'))
  mkdirSync(join(dir, 'npm'))
  mkdirSync(join(dir, 'pnpm'))
  for (const short of PACKAGES) {
    const cwd = join(root, 'packages', short)
    // npm pack runs prepack: the package's build and the published manifest (pack-manifest.mjs).
    const npmOut = await sh('npm', ['pack', '--pack-destination', join(dir, 'npm')], cwd)
    tarballs[short] = join(dir, 'npm', npmOut.stdout.trim().split('\n').pop()!.trim())
    // pnpm pack of the same build, its own manifest rewriting only (no prepack, no second build).
    const [cmd, pre] = pnpm()
    const pnpmOut = await sh(
      cmd,
      [...pre, '--config.ignore-scripts=true', 'pack', '--pack-destination', join(dir, 'pnpm')],
      cwd,
    )
    const pnpmTarball = pnpmOut.stdout.trim().split('\n').pop()!.trim()
    ;[manifests.npm[short], fileLists.npm[short]] = await unpack(
      tarballs[short],
      join(dir, 'unpacked-npm', short),
    )
    ;[manifests.pnpm[short], fileLists.pnpm[short]] = await unpack(
      pnpmTarball,
      join(dir, 'unpacked-pnpm', short),
    )
  }
  console.log(
    `packed 4 packages with npm and pnpm in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
}, 1_800_000)

afterAll(async () => {
  // A pack that failed between prepack and postpack leaves the published manifest in place of the
  // workspace one: put the saved one back.
  for (const short of PACKAGES) {
    await sh(
      process.execPath,
      [join(root, 'scripts/pack-manifest.mjs'), 'postpack'],
      join(root, 'packages', short),
    )
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the packed packages', () => {
  it.each(PACKAGES)('%s: the same manifest and files from npm pack and pnpm pack', (short) => {
    expect(manifests.npm[short]).toEqual(manifests.pnpm[short])
    expect(fileLists.npm[short]).toEqual(fileLists.pnpm[short])
  })

  it.each(PACKAGES)(
    '%s: publishable, licensed, described, exports and bin in dist, no workspace ranges',
    (short) => {
      const m = manifests.npm[short]
      const files = fileLists.npm[short]
      expect(m.private).toBeUndefined()
      expect(m.license).toBe('MIT')
      expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json']))
      expect(typeof m.description).toBe('string')
      expect(m.repository).toMatchObject({ type: 'git', directory: `packages/${short}` })
      expect(m.engines).toEqual({ node: '>=20.19' })
      expect((m.keywords as string[]).length).toBeGreaterThan(2)
      const paths = [...targetsOf(m.exports), ...targetsOf(m.bin)].map((t) => t.slice(2))
      expect(paths.filter((p) => !files.includes(p))).toEqual([])
      expect(paths.filter((p) => p.startsWith('src/'))).toEqual([])
      const ranges = ['dependencies', 'peerDependencies', 'devDependencies'].flatMap((f) =>
        Object.values((m[f] as Record<string, string> | undefined) ?? {}),
      )
      expect(ranges.filter((r) => r.startsWith('workspace:'))).toEqual([])
      // tsc's modules (the CLI's render page in dist/render-page is a vite bundle, no maps).
      const js = files.filter(
        (f) => f.startsWith('dist/') && f.endsWith('.js') && !f.startsWith('dist/render-page/'),
      )
      expect(js.length).toBeGreaterThan(0)
      expect(js.filter((f) => !files.includes(`${f}.map`))).toEqual([])
      if (short !== 'cli') {
        expect(js.filter((f) => !files.includes(f.replace(/\.js$/, '.d.ts')))).toEqual([])
      }
    },
  )

  it('cli: a podscene bin with a shebang and the prebuilt render page', () => {
    const m = manifests.npm.cli
    expect(m.bin).toEqual({ podscene: './dist/main.js' })
    const main = readFileSync(join(dir, 'unpacked-npm/cli/package/dist/main.js'), 'utf8')
    expect(main.startsWith('#!/usr/bin/env node\n')).toBe(true)
    expect(fileLists.npm.cli).toContain('dist/render-page/index.html')
  })

  it('cli: the render page carries the font library (a manifest per family, every file it names)', () => {
    const fonts = 'dist/render-page/fonts/'
    for (const family of FONT_LIBRARY) {
      expect(fileLists.npm.cli).toContain(`${fonts}${family.id}.json`)
      const manifestPath = join(dir, 'unpacked-npm/cli/package', fonts, `${family.id}.json`)
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        faces: { file: string }[]
      }
      expect(manifest.faces.length).toBeGreaterThan(0)
      for (const face of manifest.faces) expect(fileLists.npm.cli).toContain(fonts + face.file)
    }
  })

  it('the built public surfaces match the committed API reports (api/*.api.md)', async () => {
    // npm pack built every package's dist above; API Extractor reads its declarations.
    const out = await sh(process.execPath, [join(root, 'scripts/api-report.mjs'), '--check'], root)
    expect(out.stdout).toMatch(/reports match the built surfaces/)
  })

  it('react: peers accept React 18.3 and 19, react-konva 18.2 and 19, Konva 9.3 and 10', () => {
    expect(manifests.npm.react.peerDependencies).toEqual({
      konva: '^9.3 || ^10',
      react: '^18.3 || ^19',
      'react-dom': '^18.3 || ^19',
      'react-konva': '^18.2 || ^19',
    })
  })

  it.each(PACKAGES)(
    '%s: publint --strict and arethetypeswrong (esm-only) find no problem',
    async (short) => {
      const bin = (name: string) => join(root, 'node_modules/.bin', name)
      // Both exit non-zero on any problem (sh then throws with their report).
      const publint = await sh(bin('publint'), ['--strict', tarballs[short]], dir)
      expect(publint.stdout).toContain('All good!')
      // attw checks JavaScript entry points; the stylesheet exports are CSS. esm-only ignores the
      // node10 and require() resolutions.
      const exclude =
        short === 'react' ? ['--exclude-entrypoints', './styles.css', './player.css'] : []
      const attw = await sh(
        bin('attw'),
        [tarballs[short], '--profile', 'esm-only', '--format', 'ascii', ...exclude],
        dir,
      )
      expect(attw.stdout).toContain('node16 (from ESM): 🟢 (ESM)')
      expect(attw.stdout).not.toMatch(/^(node16 \(from ESM\)|bundler): (?!🟢)/mu)
    },
    300_000,
  )
})

describe.each(Object.keys(CONSUMERS) as Consumer[])('a Vite app on %s', (consumer) => {
  let app = ''

  beforeAll(async () => {
    const started = Date.now()
    app = join(dir, `app-${consumer}`)
    mkdirSync(app)
    for (const entry of ['index.html', 'vite.config.ts', 'tsconfig.json', 'src']) {
      cpSync(join(example, entry), join(app, entry), { recursive: true })
    }
    const template = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
      devDependencies: Record<string, string>
    }
    const stack: Record<string, string> = { ...CONSUMERS[consumer] }
    const own = Object.fromEntries(PACKAGES.map((s) => [`@podscene/${s}`, `file:${tarballs[s]}`]))
    const pick = (names: string[]) => Object.fromEntries(names.map((n) => [n, stack[n]!]))
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: `embed-${consumer}`,
        private: true,
        type: 'module',
        scripts: template.scripts,
        dependencies: { ...own, ...pick(['react', 'react-dom', 'react-konva', 'konva']) },
        devDependencies: {
          ...template.devDependencies,
          ...pick(['@types/react', '@types/react-dom']),
        },
      }),
    )
    await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app)
    const took = ((Date.now() - started) / 1000).toFixed(0)
    console.log(`${consumer}: npm install of the tarballs and the stack took ${took} s`)
  }, 900_000)

  it('installs the stack it asked for', () => {
    const version = (name: string) =>
      (
        JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string
        }
      ).version
    const major = consumer === 'react18' ? ['18', '18', '9'] : ['19', '19', '10']
    expect(
      [version('react'), version('react-konva'), version('konva')].map((v) => v.split('.')[0]),
    ).toEqual(major)
  })

  it('typechecks strictly against the shipped declarations', async () => {
    await sh(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', app], app)
  }, 300_000)

  it('builds with vite and shows the editor in Chromium with no console errors', async () => {
    await sh('npx', ['--no-install', 'vite', 'build', '--logLevel', 'error'], app)
    const server = await serveStatic(join(app, 'dist'))
    const browser = await launchChromium()
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      page.on('pageerror', (e) => errors.push(e.message))
      page.on('response', (r) => {
        if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`)
      })
      const address = server.address() as { port: number }
      await page.goto(`http://127.0.0.1:${address.port}/`)
      await page.getByRole('region', { name: 'Timeline' }).waitFor()
      await page.locator('canvas').first().waitFor()
      // The example's text layer is in the timeline (its clip carries data-layer-key).
      await page.locator('[data-layer-key="title"]').first().waitFor()
      // React handles a real click: the layer list selects the layer, the inspector shows it.
      const hint = page.getByText('Select a layer to edit its properties.')
      await hint.waitFor()
      const row = page.getByText('text: Hello').first()
      const box = (await row.boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await hint.waitFor({ state: 'detached' })
      mkdirSync(screenshots, { recursive: true })
      await page.screenshot({ path: join(screenshots, `embed-${consumer}.png`) })
      expect(errors).toEqual([])
    } finally {
      await browser.close()
      server.close()
    }
  }, 300_000)

  it('imports @podscene/api in plain Node and validates a template with npx podscene', async () => {
    const api = await sh(
      process.execPath,
      ['-e', "import('@podscene/api').then((m) => console.log(typeof m.createClient))"],
      app,
    )
    expect(api.stdout).toBe('function\n')
    const fixture = join(root, 'test/fixtures/valid/every-layer-kind.json')
    const validate = await sh('npx', ['--no-install', 'podscene', 'validate', fixture], app)
    expect(validate.stdout).toMatch(/every-layer-kind\.json: valid template \(aspect_ratio /)
  }, 120_000)

  it('imports @podscene/react in plain Node and renders <SceneEditor> to a string (Konva 9 and 10)', async () => {
    const script = [
      "const { createElement } = await import('react')",
      "const { renderToString } = await import('react-dom/server')",
      "const { SceneEditor } = await import('@podscene/react')",
      "const { ScenePlayer } = await import('@podscene/react/player')",
      'const doc = { scene: { tracks: [] } }',
      'const editor = renderToString(createElement(SceneEditor, { defaultValue: doc }))',
      'const player = renderToString(createElement(ScenePlayer, { source: doc }))',
      "console.log(editor.includes('ps-scene-editor'), player.includes('Scene player'))",
    ].join('\n')
    const out = await sh(process.execPath, ['--input-type=module', '-e', script], app)
    expect(out.stdout).toBe('true true\n')
  }, 120_000)

  it.runIf(consumer === 'react19')(
    'renders a frame with npx podscene render from the install',
    async () => {
      const fixture = join(root, 'test/fixtures/valid/every-layer-kind.json')
      const out = join(app, 'frame.png')
      await sh('npx', ['--no-install', 'podscene', 'render', fixture, '--at', '0', '-o', out], app)
      const png = readFileSync(out)
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    },
    300_000,
  )
})

describe('a Next.js App Router app on React 19 + Konva 10 (examples/nextjs)', () => {
  let app = ''

  beforeAll(async () => {
    const started = Date.now()
    app = join(dir, 'app-nextjs')
    mkdirSync(app)
    for (const entry of ['app', 'next.config.ts', 'tsconfig.json']) {
      cpSync(join(nextExample, entry), join(app, entry), { recursive: true })
    }
    const template = JSON.parse(readFileSync(join(nextExample, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    const stack: Record<string, string> = { ...CONSUMERS.react19 }
    const own = Object.fromEntries(
      (['core', 'react'] as const).map((s) => [`@podscene/${s}`, `file:${tarballs[s]}`]),
    )
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'embed-nextjs',
        private: true,
        type: 'module',
        scripts: template.scripts,
        dependencies: {
          ...own,
          next: template.dependencies.next,
          react: stack.react,
          'react-dom': stack['react-dom'],
          'react-konva': stack['react-konva'],
          konva: stack.konva,
        },
        devDependencies: {
          ...template.devDependencies,
          '@types/react': stack['@types/react'],
          '@types/react-dom': stack['@types/react-dom'],
        },
      }),
    )
    await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app)
    const took = ((Date.now() - started) / 1000).toFixed(0)
    console.log(`nextjs: npm install of the tarballs, next and the stack took ${took} s`)
  }, 900_000)

  it('builds with next build (TypeScript checked by Next) and shows the editor and the player in Chromium', async () => {
    const started = Date.now()
    await sh('npx', ['--no-install', 'next', 'build'], app, { NEXT_TELEMETRY_DISABLED: '1' })
    console.log(`nextjs: next build took ${((Date.now() - started) / 1000).toFixed(0)} s`)
    // next start on an ephemeral port; its own process group, so the server it forks stops too.
    const server = spawn(
      'npx',
      ['--no-install', 'next', 'start', '--hostname', '127.0.0.1', '--port', '0'],
      {
        cwd: app,
        env: cleanEnv({ NEXT_TELEMETRY_DISABLED: '1' }),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const browser = await launchChromium()
    try {
      const url = await new Promise<string>((ok, fail) => {
        let out = ''
        const timer = setTimeout(
          () => fail(new Error(`next start printed no URL:\n${out}`)),
          120_000,
        )
        const read = (chunk: Buffer) => {
          out += chunk.toString()
          const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out)
          if (m) {
            clearTimeout(timer)
            ok(m[0])
          }
        }
        server.stdout.on('data', read)
        server.stderr.on('data', read)
        server.on('exit', (code) => fail(new Error(`next start exited (${code}):\n${out}`)))
      })
      const page = await browser.newPage({ viewport: { width: 1280, height: 1100 } })
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      page.on('pageerror', (e) => errors.push(e.message))
      page.on('response', (r) => {
        if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`)
      })
      const response = await page.goto(url)
      // The server-rendered page (the editor and the player are client-only).
      expect(await response!.text()).toContain('Podscene in Next.js')
      await page.getByRole('region', { name: 'Timeline' }).waitFor({ timeout: 60_000 })
      await page.locator('[data-layer-key="title"]').first().waitFor()
      const player = page.getByRole('region', { name: 'Preview player' })
      await player.waitFor()
      // The white title on the dark background: white pixels in the canvases under `scope`.
      const whitePixels = (scope: Locator) =>
        scope.evaluate((root) => {
          let white = 0
          for (const c of root.querySelectorAll('canvas')) {
            const ctx = c.getContext('2d')
            if (!ctx || c.width === 0) continue
            const d = ctx.getImageData(0, 0, c.width, c.height).data
            for (let i = 0; i < d.length; i += 4) {
              if (d[i]! > 230 && d[i + 1]! > 230 && d[i + 2]! > 230) white++
            }
          }
          return white
        })
      // Both draw it: the editor's canvas and the player.
      await expect
        .poll(() => whitePixels(page.locator('.podscene-canvas').first()), { timeout: 30_000 })
        .toBeGreaterThan(200)
      await expect.poll(() => whitePixels(player), { timeout: 30_000 }).toBeGreaterThan(200)
      // The player's stylesheet (player.css, imported by the layout) is applied: the round,
      // accent-coloured play button.
      expect(
        await player
          .getByRole('button', { name: 'Play' })
          .evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).borderRadius]),
      ).toEqual(['rgb(37, 99, 235)', '50%'])
      mkdirSync(screenshots, { recursive: true })
      await page.screenshot({ path: join(screenshots, 'embed-nextjs.png') })
      expect(errors).toEqual([])
    } finally {
      await browser.close()
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    }
  }, 900_000)
})

/** The file targets of an exports map or bin field (its values, at any depth of conditions). */
function targetsOf(field: unknown): string[] {
  if (typeof field === 'string') return [field]
  if (field && typeof field === 'object') return Object.values(field).flatMap(targetsOf)
  return []
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/** The built app on 127.0.0.1, an ephemeral port. */
async function serveStatic(base: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    // Chromium asks every site for a favicon; the example has none, which is not a package's fault.
    if (path === '/favicon.ico') {
      res.writeHead(204).end()
      return
    }
    const file = join(base, path === '/' ? 'index.html' : decodeURIComponent(path))
    if (!file.startsWith(base) || !existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return server
}
