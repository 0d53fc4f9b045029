// Diagnostic (not a bench): a CPU profile of the page's main thread while exportVideo exports
// the bench's demo template (video-browser.ts), self and inclusive time by function.
// Run: pnpm exec tsx test/bench/video-profile.ts [seconds]   (default 10)
import { demoTemplate, openVideoBenchPage } from './video-bench-page.ts'
import type { ExportRun } from './video-page/main.tsx'

interface ProfileNode {
  id: number
  children?: number[]
  callFrame: { functionName: string; url: string; lineNumber: number }
}

async function main() {
  const seconds = Number(process.argv[2] ?? 10)
  const bench = await openVideoBenchPage({
    seconds,
    name: 'video-profile',
    ready: 'runExport',
    minify: false,
  })
  const { page } = bench
  try {
    const doc = await demoTemplate(bench.sandboxUrl, seconds, bench.voiceUrl)
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
    await bench.close()
  }
}
void main()
