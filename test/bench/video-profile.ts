// Diagnostic (not a bench): a CPU profile of the page's main thread while exportVideo exports
// the bench's demo template (video-browser.ts), self and inclusive time by function.
// Run: pnpm exec tsx test/bench/video-profile.ts [seconds]   (default 10)
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startSandbox } from '@podscene/sandbox'
import { buildBenchPage, serveStaticFiles, servePage } from './browser-bench-kit.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts'
import { demoTemplate, speechWav } from './video-browser.ts'
import type { ExportRun } from './video-page/main.tsx'

interface ProfileNode {
  id: number
  children?: number[]
  callFrame: { functionName: string; url: string; lineNumber: number }
}

async function main() {
  const seconds = Number(process.argv[2] ?? 10)
  const work = await mkdtemp(join(tmpdir(), 'podscene-video-profile-'))
  const sandbox = await startSandbox({
    port: 0,
    dbPath: join(work, 'sandbox.db'),
    rateLimitPerMinute: 0,
  })
  await writeFile(join(work, 'voice.wav'), speechWav(seconds))
  const media = await serveStaticFiles(work, ['voice.wav'])
  const pageDir = join(work, 'page')
  await buildBenchPage('video-page', pageDir, { minify: false })
  const server = await servePage(pageDir)
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.runExport === 'function')
    const doc = await demoTemplate(sandbox.url, seconds, `${media.origin}/voice.wav`)
    const run = (s: number): ExportRun => ({
      doc: doc as ExportRun['doc'],
      width: 1280,
      height: 720,
      fps: 30,
      toMs: s * 1000,
      format: 'mp4',
    })
    await page.evaluate((r) => window.runExport!(r), run(2))
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    const figures = await page.evaluate((r) => window.runExport!(r), run(seconds))
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
    }
    const frames = figures.frames
    console.log(`export ${seconds} s: ${(figures.ms / 1000).toFixed(1)} s wall, ${frames} frames`)
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    const parent = new Map<number, number>()
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
    const name = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`
    const self = new Map<string, number>()
    const total = new Map<string, number>()
    let all = 0
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i] ?? 0) / 1000
      all += dt
      const leaf = byId.get(id)!
      self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt)
      const seen = new Set<string>()
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const k = name(byId.get(n)!)
        if (seen.has(k)) continue
        seen.add(k)
        total.set(k, (total.get(k) ?? 0) + dt)
      }
    })
    const perFrame = (t: number) => `${(t / frames).toFixed(3).padStart(7)} ms/frame`
    console.log(`profiled ${all.toFixed(0)} ms`)
    console.log('-- self time')
    for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(`${perFrame(t)}  ${k}`)
    console.log('-- inclusive time')
    for (const [k, t] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 90))
      console.log(`${perFrame(t)}  ${k}`)
  } finally {
    await browser.close()
    await server.close()
    await media.close()
    await sandbox.close()
    await rm(work, { recursive: true, force: true })
  }
}
void main()
