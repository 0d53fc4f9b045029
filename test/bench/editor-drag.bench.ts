// A single-layer drag through the whole editor (<EditorCanvas>: real pointer events, hit test,
// gesture, snapping, node moves) on a 1,000-layer scene in headless Chromium, alternating frame by
// frame with hand-written Konva moving the same node; counts Editor store commits during the drag
// frames (target 0) and at pointer-up (target 1).
// Run: pnpm exec tsx test/bench/editor-drag.bench.ts   (or `pnpm bench editor-drag`)
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { serveStatic } from '../../packages/cli/src/render/serve-static.ts'
import type { DragResult } from './editor-drag-page/main.tsx'

const root = resolve(import.meta.dirname, '../..')
const reactPackage = join(root, 'packages/react')
const FRAMES = Number(process.env.BENCH_FRAMES ?? 120)
const LAYERS = 1000

async function fromReactPackage<T>(name: string): Promise<T> {
  const path = createRequire(join(reactPackage, 'package.json')).resolve(name)
  return (await import(pathToFileURL(path).href)) as T
}

type ViteBuild = { build(config: Record<string, unknown>): Promise<unknown> }
type ReactPlugin = { default: () => unknown }

async function buildPage(outDir: string) {
  const { build } = await fromReactPackage<ViteBuild>('vite')
  const { default: react } = await fromReactPackage<ReactPlugin>('@vitejs/plugin-react')
  const fromReact = (name: string) => join(reactPackage, 'node_modules', name)
  await build({
    root: join(import.meta.dirname, 'editor-drag-page'),
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!
const ms = (v: number) => `${v.toFixed(2)} ms`

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'podscene-editor-drag-bench-'))
  await buildPage(outDir)
  const server = await serveStatic(outDir)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    console.log(`Chromium ${browser.version()}, ${FRAMES} drag frames, ${LAYERS} layers, zoom 0.5`)
    const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } })
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.runDrag === 'function')
    const r: DragResult = await page.evaluate(([n, f]) => window.runDrag!(n, f), [LAYERS, FRAMES])
    const ratio = median(r.editor.total) / median(r.baseline.total)
    console.log(`  (${r.drawnLayers} layers drawn in view)`)
    console.log(
      `  editor drag  median ${ms(median(r.editor.total))} (pointer handling ${ms(median(r.editor.update))}, p95 ${ms(p95(r.editor.total))})`,
    )
    console.log(
      `  hand-written median ${ms(median(r.baseline.total))} (update ${ms(median(r.baseline.update))}, p95 ${ms(p95(r.baseline.total))})`,
    )
    console.log(`  ratio ${ratio.toFixed(2)}× (target ≤ 1.25×, ≤ 16.7 ms)`)
    console.log(
      `  Editor store commits: ${r.commitsDuringDrag} during ${FRAMES} drag frames (target 0), ${r.commitsAtEnd} at pointer-up (target 1); undo steps added: ${r.undoStepsAdded}`,
    )
    console.log(
      `  layer moved by (${r.movedBy.dx.toFixed(1)}, ${r.movedBy.dy.toFixed(1)}) canvas px`,
    )
  } finally {
    await browser.close()
    await server.close()
    await rm(outDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
