// The docs site (docs/site) and the READMEs, checked as a new team would use them:
// - the generated pages (data model from core's LayerSchema, theming variables from the CSS) are
//   up to date, and every schema field and --ps-* variable is described;
// - every code block marked `ts example` / `tsx example` compiles with tsc (strict, the test
//   package's settings), against the workspace packages;
// - the quick start is examples/embed-vite's App.tsx (which the packaging test installs from
//   tarballs and opens in Chromium) and is also built here and drawn in Chromium: "Hello" in white;
// - the API client example runs against a real sandbox on 127.0.0.1;
// - the site builds with VitePress (`pnpm docs` minus the typedoc reference), and its pages show
//   in Chromium with the pictures of the data model page loaded.
// The other guides' examples run in guides-run.test.ts (Chromium) and guides-node.test.ts (tsx).
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KNOWN_LAYER_KINDS } from '@podscene/core'
import { startSandbox, type RunningSandbox } from '@podscene/sandbox'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../support/chromium.ts'
import { generatedPages, layerFieldProblems, root, themeVariableProblems } from './generate-docs.ts'
import { allExamples, exampleFileName, examplesOf, type Example } from './examples.ts'

const run = promisify(execFile)
const site = join(root, 'docs/site')
const shots = join(root, 'test-results/docs')
const examplesDir = join(import.meta.dirname, '.examples')

describe('generated pages', () => {
  it('every LayerSchema field is described in layer-fields.ts, and nothing else', () => {
    expect(layerFieldProblems()).toEqual([])
  })

  it('every --ps-* variable of the stylesheets is described in theme-variables.ts, and nothing else', () => {
    expect(themeVariableProblems()).toEqual([])
  })

  it('the committed pages are what generate-docs.ts writes (run it after changing the schema or the CSS)', () => {
    for (const [file, text] of Object.entries(generatedPages())) {
      expect(
        readFileSync(file, 'utf8'),
        `${file} is stale: pnpm exec tsx test/docs/generate-docs.ts`,
      ).toBe(text)
    }
  })

  it('every layer kind has its drawn picture', () => {
    for (const kind of KNOWN_LAYER_KINDS) {
      const png = readFileSync(join(site, 'public/kinds', `${kind}.png`))
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    }
  })
})

describe('examples', () => {
  const examples = allExamples()

  it('the guides and READMEs have examples', () => {
    const sources = new Set(examples.map((e) => e.source))
    for (const page of [
      'quick-start',
      'time-and-keyframes',
      'slots',
      'editor-handle',
      'player',
      'custom-kinds',
      'actions',
      'theming',
      'translations',
      'uploads',
      'api-client',
    ]) {
      expect(sources, page).toContain(`docs/site/guide/${page}.md`)
    }
    expect(sources).toContain('packages/react/README.md')
    expect(sources).toContain('packages/core/README.md')
    expect(sources).toContain('packages/api/README.md')
  })

  it('every example compiles with tsc (strict)', () => {
    rmSync(examplesDir, { recursive: true, force: true })
    mkdirSync(examplesDir, { recursive: true })
    const files = new Map<string, Example>()
    for (const example of examples) {
      const file = join(examplesDir, exampleFileName(example))
      // Each block is a module of its own.
      writeFileSync(file, `${example.code}\nexport {}\n`)
      files.set(file, example)
    }
    const config = ts.readConfigFile(join(root, 'test/tsconfig.json'), ts.sys.readFile)
    const options = ts.parseJsonConfigFileContent(config.config, ts.sys, join(root, 'test')).options
    const program = ts.createProgram([...files.keys()], {
      ...options,
      noEmit: true,
      noUnusedLocals: false,
    })
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && files.has(d.file.fileName))
      .map((d) => {
        const example = files.get(d.file!.fileName)!
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0)
        return `${example.source}:${example.line + line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
      })
    const elsewhere = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => !d.file || !files.has(d.file.fileName))
    expect(problems).toEqual([])
    expect(elsewhere.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([])
  }, 240_000)

  it('the quick start of the guide and of the react README is examples/embed-vite/src/App.tsx', () => {
    const app = readFileSync(join(root, 'examples/embed-vite/src/App.tsx'), 'utf8').trim()
    const guide = examplesOf(join(site, 'guide/quick-start.md'))[0]!
    expect(guide.code.trim()).toBe(app)
    const readme = examplesOf(join(root, 'packages/react/README.md'))[0]!
    expect(readme.code.trim()).toBe(app)
  })

  describe('the API client example against the sandbox', () => {
    let sandbox: RunningSandbox
    let data = ''
    beforeAll(async () => {
      data = mkdtempSync(join(tmpdir(), 'podscene-docs-sandbox-'))
      sandbox = await startSandbox({ port: 0, dbPath: join(data, 'sandbox.db') })
    })
    afterAll(async () => {
      await sandbox?.close()
      rmSync(data, { recursive: true, force: true })
    })

    it('saves a template once under its idempotency key and prints its id', async () => {
      const example = examplesOf(join(site, 'guide/api-client.md'))[0]!
      const file = join(examplesDir, `run-${exampleFileName(example)}`)
      mkdirSync(examplesDir, { recursive: true })
      writeFileSync(file, `${example.code}\nexport {}\n`)
      const { stdout, stderr } = await run(join(root, 'node_modules/.bin/tsx'), [file], {
        cwd: root,
        env: { ...process.env, PODSCENE_API_URL: sandbox.url, PODSCENE_API_KEY: 'sandbox-key' },
      })
      expect(stderr).toBe('')
      const match = /^saved image template #(\d+) \(again: #(\d+)\)\n$/.exec(stdout)
      expect(match, stdout).not.toBeNull()
      expect(match![2]).toBe(match![1])
    }, 60_000)
  })
})

describe('in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('the quick start draws "Hello" in white on the canvas', async () => {
    const out = mkdtempSync(join(tmpdir(), 'podscene-quick-start-'))
    const example = join(root, 'examples/embed-vite')
    try {
      const vite = join(example, 'node_modules/.bin/vite')
      await run(vite, ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: example,
      })
      const server = await serve(out)
      try {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
        const errors: string[] = []
        page.on('pageerror', (e) => errors.push(e.message))
        await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`)
        await page.getByText('text: Hello').first().waitFor()
        // The scene canvas (black, the text layer's white "Hello" at its left, x 90–990 of 1920):
        // count white pixels, and where they are. Without the text nothing there is white.
        const white = () =>
          page.evaluate(() => {
            let count = 0
            let right = 0
            for (const c of document.querySelectorAll<HTMLCanvasElement>(
              '.podscene-canvas canvas',
            )) {
              const ctx = c.getContext('2d')
              if (!ctx || c.width === 0) continue
              const d = ctx.getImageData(0, 0, c.width, c.height).data
              for (let i = 0; i < d.length; i += 4) {
                if (d[i]! > 200 && d[i + 1]! > 200 && d[i + 2]! > 200 && d[i + 3]! > 200) {
                  count++
                  if ((i / 4) % c.width > c.width / 2) right++
                }
              }
            }
            return { count, right }
          })
        await expect
          .poll(async () => (await white()).count, { timeout: 20_000 })
          .toBeGreaterThan(20)
        expect((await white()).right).toBe(0)
        mkdirSync(shots, { recursive: true })
        await page.screenshot({ path: join(shots, 'quick-start.png') })
        expect(errors).toEqual([])
        await page.close()
      } finally {
        server.close()
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 240_000)

  it('the site builds with VitePress and shows every guide, with the data model pictures', async () => {
    await run('node', [join(site, 'node_modules/vitepress/bin/vitepress.js'), 'build', site], {
      cwd: site,
    })
    const dist = join(site, '.vitepress/dist')
    const server = await serve(dist)
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
      const guides = [
        'quick-start',
        'nextjs',
        'data-model',
        'time-and-keyframes',
        'slots',
        'editor-handle',
        'player',
        'custom-kinds',
        'actions',
        'theming',
        'translations',
        'uploads',
        'api-client',
        'cli',
        'sandbox',
      ]
      for (const guide of guides) {
        expect(existsSync(join(dist, `guide/${guide}.html`)), guide).toBe(true)
      }
      await page.goto(`${base}/guide/data-model.html`)
      await page.getByRole('heading', { name: 'The data model', level: 1 }).waitFor()
      const pictures = page.locator('img[src*="/kinds/"]')
      await expect.poll(() => pictures.count()).toBe(KNOWN_LAYER_KINDS.length)
      await expect
        .poll(
          () =>
            pictures.evaluateAll(
              (imgs) =>
                (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 960)
                  .length,
            ),
          { timeout: 15_000 },
        )
        .toBe(KNOWN_LAYER_KINDS.length)
      mkdirSync(shots, { recursive: true })
      await page.screenshot({ path: join(shots, 'data-model.png') })
      await page.goto(`${base}/guide/theming.html`)
      await page.getByRole('cell', { name: '--ps-accent', exact: true }).waitFor()
      await page.goto(`${base}/guide/nextjs.html`)
      await page.getByText("dynamic(() => import('./editor.tsx')").first().waitFor()
      await page.close()
    } finally {
      server.close()
    }
  }, 240_000)
})

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

/** A built site on 127.0.0.1, an ephemeral port. */
async function serve(base: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
    const file = join(base, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(base) || !existsSync(file)) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return server
}
