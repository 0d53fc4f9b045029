// Diagnostic (not a bench): what each layer of the bench's demo template costs the frame source
// (drawn and read as the export reads a frame, no encoder), by leaving one layer out at a time.
// Run: pnpm exec tsx test/bench/video-layers.ts [frames]   (default 150)
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startSandbox } from '@podscene/sandbox'
import { buildBenchPage, serveStaticFiles, servePage } from './browser-bench-kit.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts'
import { demoTemplate, speechWav } from './video-browser.ts'
import type { ExportRun } from './video-page/main.tsx'

async function main() {
  const frames = Number(process.argv[2] ?? 150)
  const seconds = 60
  const work = await mkdtemp(join(tmpdir(), 'podscene-video-layers-'))
  const sandbox = await startSandbox({
    port: 0,
    dbPath: join(work, 'sandbox.db'),
    rateLimitPerMinute: 0,
  })
  await writeFile(join(work, 'voice.wav'), speechWav(seconds))
  const media = await serveStaticFiles(work, ['voice.wav'])
  const pageDir = join(work, 'page')
  await buildBenchPage('video-page', pageDir)
  const server = await servePage(pageDir)
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.runFramesOnly === 'function')
    const doc = (await demoTemplate(sandbox.url, seconds, `${media.origin}/voice.wav`)) as {
      scene: { tracks: { layers?: { key: string }[] }[] }
    }
    const without = (key: string | null) => ({
      ...doc,
      scene: {
        ...doc.scene,
        tracks: doc.scene.tracks.map((t) => ({
          ...t,
          layers: t.layers?.filter((l) => l.key !== key),
        })),
      },
    })
    const keys = doc.scene.tracks.flatMap((t) => t.layers?.map((l) => l.key) ?? [])
    const run = (d: unknown): ExportRun & { frames: number } => ({
      doc: d as ExportRun['doc'],
      width: 1280,
      height: 720,
      fps: 30,
      toMs: seconds * 1000,
      format: 'mp4',
      frames,
    })
    await page.evaluate((r) => window.runFramesOnly!(r), { ...run(without(null)), frames: 30 })
    for (let round = 0; round < 2; round++)
      for (const key of [null, ...keys]) {
        const { drawMsPerFrame } = await page.evaluate(
          (r) => window.runFramesOnly!(r),
          run(without(key)),
        )
        console.log(
          `${drawMsPerFrame.toFixed(2).padStart(6)} ms/frame  ${key ? `without ${key}` : 'all layers'}`,
        )
      }
  } finally {
    await browser.close()
    await server.close()
    await media.close()
    await sandbox.close()
    await rm(work, { recursive: true, force: true })
  }
}
void main()
