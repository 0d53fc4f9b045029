import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { copyFontLibrary } from './font-library-files.ts'

const here = dirname(fileURLToPath(import.meta.url))
const packagesDir = resolve(here, '../../..')
/** The page lives with the canvas it draws with, in @podscene/react. */
const pageDir = join(packagesDir, 'react/src/export/render-page')
/** Sources bundled into the page: a change in any of them means a new build. */
const sourceDirs = [join(packagesDir, 'react/src'), join(packagesDir, 'core/src')]
const cacheRoot = resolve(here, '../../node_modules/.cache/podscene-render')
/** The page built with the package (`pnpm build` → dist/render-page): what an installed CLI uses. */
const prebuiltDir = resolve(here, '../render-page')

/**
 * The directory of the built render page. An installed CLI (running dist/) ships it prebuilt; in
 * the workspace it is built from the sources with vite's JS API on first use, cached by a hash of
 * those sources, so later renders start without building.
 */
export async function renderPageDir(): Promise<string> {
  if (existsSync(join(prebuiltDir, 'index.html'))) return prebuiltDir
  if (!existsSync(pageDir)) {
    throw new Error(`the render page is missing: neither ${prebuiltDir} nor its sources exist`)
  }
  const hash = await sourcesHash()
  const outDir = join(cacheRoot, hash)
  if (existsSync(join(outDir, 'index.html'))) return outDir
  const tmpDir = `${outDir}.tmp-${process.pid}`
  await buildRenderPage(tmpDir)
  await mkdir(cacheRoot, { recursive: true })
  await rename(tmpDir, outDir).catch(async (error: unknown) => {
    // Another render built the same page at the same time: keep theirs.
    await rm(tmpDir, { recursive: true, force: true })
    if (!existsSync(join(outDir, 'index.html'))) throw error
  })
  return outDir
}

/** Builds the render page from @podscene/react's sources into `outDir` (vite is a build-time tool). */
export async function buildRenderPage(outDir: string): Promise<void> {
  const { build } = await import('vite')
  const { default: react } = await import('@vitejs/plugin-react')
  await build({
    root: pageDir,
    base: './',
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
    },
  })
  await copyFontLibrary(outDir, join(packagesDir, 'react/package.json'))
}

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const dir of sourceDirs) {
    for (const file of await listFiles(dir)) {
      hash.update(file)
      hash.update(await readFile(file))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort()
}
