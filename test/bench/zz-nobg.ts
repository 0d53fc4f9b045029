import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startSandbox } from '@podscene/sandbox'
import { buildBenchPage, serveStaticFiles, servePage } from './browser-bench-kit.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts'
import { demoTemplate, speechWav } from './video-browser.ts'
import type { ExportRun } from './video-page/main.tsx'
const seconds = Number(process.argv[2] ?? 30)
const work = await mkdtemp(join(tmpdir(), 'hv-'))
const sandbox = await startSandbox({ port: 0, dbPath: join(work, 'sandbox.db'), rateLimitPerMinute: 0 })
await writeFile(join(work, 'voice.wav'), speechWav(seconds))
const media = await serveStaticFiles(work, ['voice.wav'])
const pageDir = join(work, 'page')
await buildBenchPage('video-page', pageDir)
const server = await servePage(pageDir)
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
const page = await browser.newPage()
await page.goto(`${server.origin}/index.html`)
await page.waitForFunction(() => typeof window.runExport === 'function')
const doc = (await demoTemplate(sandbox.url, seconds, `${media.origin}/voice.wav`)) as any
const nobg = { ...doc, scene: { ...doc.scene, tracks: doc.scene.tracks.map((t: any) => ({ ...t, layers: t.layers?.filter((l: any) => l.key !== 's0-bg') })) } }
const run = (d: unknown): ExportRun => ({ doc: d as ExportRun['doc'], width: 1280, height: 720, fps: 30, toMs: seconds * 1000, format: 'mp4' })
await page.evaluate((r) => window.runExport!({ ...r, toMs: 2000 }), run(doc))
for (let round = 0; round < 3; round++) {
  const a = await page.evaluate((r) => window.runExport!(r), run(doc))
  const b = await page.evaluate((r) => window.runExport!(r), run(nobg))
  const p = await page.evaluate(({ doc: _d, ...r }) => window.runPlainEncode!(r), run(doc))
  const c = await page.evaluate((r) => window.runContentEncode!(r), run(doc))
  console.log(`full ${(a.ms / 1000).toFixed(1)} s, no bg ${(b.ms / 1000).toFixed(1)} s, plain ${(p.ms / 1000).toFixed(1)} s, content ${(c.ms / 1000).toFixed(1)} s → ${(a.ms / p.ms).toFixed(2)}× / ${(b.ms / p.ms).toFixed(2)}×`)
}
await browser.close(); await server.close(); await media.close(); await sandbox.close()
await rm(work, { recursive: true, force: true })
