// Shared plumbing of the benchmarks that run in headless Chromium: build a bench page with vite
// (@podscene/* resolved through their package exports), serve it on loopback, launch Chromium
// (test/support/chromium.ts), and the statistics they print.
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'

export { launchChromium } from '../support/chromium.ts'

/** Builds the page in `test/bench/<pageDir>` into `outDir`. */
export async function buildBenchPage(
  pageDir: string,
  outDir: string,
  options: { minify?: boolean } = {},
): Promise<void> {
  await build({
    root: join(import.meta.dirname, pageDir),
    base: './',
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    // One copy of React and Konva for the page and @podscene/react.
    resolve: { dedupe: ['react', 'react-dom', 'react-konva', 'konva'] },
    build: {
      outDir,
      minify: options.minify ?? true,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 8192,
    },
  })
}

export interface PageServer {
  origin: string
  close(): Promise<void>
}

/**
 * Serves a built page read-only on 127.0.0.1 at a free port. `crossOriginIsolated`: with the
 * COOP/COEP headers that make the page cross-origin isolated, so `performance.now()` has 5 µs
 * resolution instead of 100 µs (for per-frame timings below a millisecond).
 */
export async function servePage(
  outDir: string,
  options: { crossOriginIsolated?: boolean } = {},
): Promise<PageServer> {
  const headers = options.crossOriginIsolated
    ? {
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
      }
    : undefined
  const server = await preview({
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false, headers },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the bench page server did not report its address')
  return { origin: url.replace(/\/$/, ''), close: () => server.close() }
}

const STATIC_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.wav': 'audio/wav',
  '.dat': 'application/octet-stream',
}

/**
 * Serves the files of `dir` as a static host or CDN does: read once, CORS open, and text
 * compressed ahead of time (gzip, like nginx `gzip_static`) rather than on every request as
 * vite preview does — so that a figure measures the page, not the bench server's compressor.
 */
export async function serveStaticFiles(dir: string, names: readonly string[]): Promise<PageServer> {
  const files = new Map<string, { body: Buffer; gzip: Buffer | null; type: string }>()
  for (const name of names) {
    const body = await readFile(join(dir, name))
    const type = STATIC_TYPES[extname(name)] ?? 'application/octet-stream'
    files.set(`/${name}`, {
      body,
      gzip: type.startsWith('application/json') ? gzipSync(body) : null,
      type,
    })
  }
  const server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x').pathname)
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (!file) {
      res.writeHead(404).end()
      return
    }
    const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const body = gzip ? file.gzip! : file.body
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
export const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!
export const ms = (v: number) => `${v.toFixed(2)} ms`
