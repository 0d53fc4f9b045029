// Shared plumbing of the benchmarks that run in headless Chromium: build a bench page with vite
// (@podscene/* resolved through their package exports), serve it on loopback, launch Chromium
// (test/support/chromium.ts), and the statistics they print.
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'

export { launchChromium } from '../support/chromium.ts'

/** Builds the page in `test/bench/<pageDir>` into `outDir`. */
export async function buildBenchPage(pageDir: string, outDir: string): Promise<void> {
  await build({
    root: join(import.meta.dirname, pageDir),
    base: './',
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    // One copy of React and Konva for the page and @podscene/react.
    resolve: { dedupe: ['react', 'react-dom', 'react-konva', 'konva'] },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 8192 },
  })
}

export interface PageServer {
  origin: string
  close(): Promise<void>
}

/** Serves a built page read-only on 127.0.0.1 at a free port. */
export async function servePage(outDir: string): Promise<PageServer> {
  const server = await preview({
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the bench page server did not report its address')
  return { origin: url.replace(/\/$/, ''), close: () => server.close() }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
export const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!
export const ms = (v: number) => `${v.toFixed(2)} ms`
