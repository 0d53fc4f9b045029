// Shared plumbing of the benchmarks that run in headless Chromium: build a bench page with vite
// (from packages/react, which owns vite and the React plugin), launch Debian's Chromium, and the
// statistics they print.
import { join, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { chromiumPath } from '../../scripts/chromium-path.mjs'

const root = resolve(import.meta.dirname, '../..')
const reactPackage = join(root, 'packages/react')

type ViteBuild = { build(config: Record<string, unknown>): Promise<unknown> }
type ReactPlugin = { default: () => unknown }

/** vite and its React plugin are dependencies of packages/react, not of the root. */
async function fromReactPackage<T>(name: string): Promise<T> {
  const path = createRequire(join(reactPackage, 'package.json')).resolve(name)
  return (await import(pathToFileURL(path).href)) as T
}

/** Builds the page in `test/bench/<pageDir>` into `outDir`, against the packages' sources. */
export async function buildBenchPage(pageDir: string, outDir: string): Promise<void> {
  const { build } = await fromReactPackage<ViteBuild>('vite')
  const { default: react } = await fromReactPackage<ReactPlugin>('@vitejs/plugin-react')
  const fromReact = (name: string) => join(reactPackage, 'node_modules', name)
  await build({
    root: join(import.meta.dirname, pageDir),
    base: './',
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: {
      alias: {
        '@podscene/react': join(reactPackage, 'src/index.ts'),
        '@podscene/core': join(root, 'packages/core/src/index.ts'),
        'react-konva': fromReact('react-konva'),
        'react-dom': fromReact('react-dom'),
        react: fromReact('react'),
        konva: fromReact('konva'),
      },
    },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 8192 },
  })
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
export const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!
export const ms = (v: number) => `${v.toFixed(2)} ms`
