// Frame time of <SceneCanvas> against hand-written Konva drawing the same scene, in headless
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium): a 1,000-layer scene during a playback
// scrub and during a single-layer drag; culling: 10,000 layers with ~500 in view vs 500 layers,
// both SceneCanvas in one page with their frames alternating (window.runCulling).
// Run: pnpm exec tsx test/bench/canvas.bench.ts   (or `pnpm bench canvas`)
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBenchPage, launchChromium, median, ms, p95, servePage } from './browser-bench-kit.ts'
import type { CaseConfig, CaseResult, CullingResult } from './canvas-page/main.tsx'

const FRAMES = Number(process.env.BENCH_FRAMES ?? 120)

const fullCanvas = { x: 0, y: 0, w: 1920, h: 1080 }
const viewport = { width: 960, height: 540 }
// A 1/6-size window of the canvas: 10,000 uniformly spread layers (20–80 px) touch ~500 of it.
const window20 = { x: 600, y: 300, w: 1920 / 6, h: 1080 / 6 }

const cases: Record<string, CaseConfig> = {
  '1,000 layers': {
    spec: { layers: 1000, area: fullCanvas },
    viewport,
    view: { x: 0, y: 0, w: 1920 },
    frames: FRAMES,
  },
  '10,000 layers, ~500 in view': {
    spec: { layers: 10_000, area: fullCanvas },
    viewport,
    view: { x: window20.x, y: window20.y, w: window20.w },
    frames: FRAMES,
  },
  '500 layers, all in view': {
    spec: { layers: 500, area: window20 },
    viewport,
    view: { x: window20.x, y: window20.y, w: window20.w },
    frames: FRAMES,
  },
}

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'podscene-canvas-bench-'))
  await buildBenchPage('canvas-page', outDir)
  const server = await servePage(outDir)
  const browser = await launchChromium()
  console.log(
    `Chromium ${browser.version()}, ${FRAMES} frames per measurement, stage ${viewport.width}×${viewport.height}`,
  )
  const results: Record<string, CaseResult> = {}
  let culling: CullingResult | null = null
  try {
    for (const [name, config] of Object.entries(cases)) {
      const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } })
      await page.goto(`${server.origin}/index.html`)
      await page.waitForFunction(() => typeof window.runCase === 'function')
      await page.evaluate((c) => window.runCase!({ ...c, frames: 20 }), config) // warm-up
      results[name] = await page.evaluate((c) => window.runCase!(c), config)
      await page.close()
      const r = results[name]!
      console.log(`\n${name} (${r.drawnLayers} layers drawn by SceneCanvas)`)
      for (const phase of ['scrub', 'drag'] as const) {
        const ours = r.sceneCanvas[phase]
        const base = r.baseline[phase]
        console.log(
          `  ${phase.padEnd(5)} SceneCanvas median ${ms(median(ours.total))} (update ${ms(median(ours.update))}, p95 ${ms(p95(ours.total))})` +
            ` | hand-written Konva ${ms(median(base.total))} (update ${ms(median(base.update))}, p95 ${ms(p95(base.total))})` +
            ` | ratio ${(median(ours.total) / median(base.total)).toFixed(2)}×`,
        )
      }
      console.log(
        `  drag, scene re-rendered every frame (worst case): median ${ms(median(r.sceneCanvas.dragModel.total))} (update ${ms(median(r.sceneCanvas.dragModel.update))})`,
      )
    }
    const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } })
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.runCulling === 'function')
    const pair = [cases['10,000 layers, ~500 in view']!, cases['500 layers, all in view']!]
    await page.evaluate((c) => window.runCulling!(c.map((x) => ({ ...x, frames: 20 }))), pair)
    culling = await page.evaluate((c) => window.runCulling!(c), pair)
    await page.close()
    console.log('\nCulling: both SceneCanvas in one page, frames alternating')
    ;['10,000 layers, ~500 in view', '500 layers, all in view'].forEach((name, k) => {
      const scrub = culling!.scrub[k]!
      console.log(
        `  ${name} (${culling!.drawnLayers[k]} drawn): scrub median ${ms(median(scrub.total))} (update ${ms(median(scrub.update))}, p95 ${ms(p95(scrub.total))})`,
      )
    })
  } finally {
    await browser.close()
    await server.close()
    await rm(outDir, { recursive: true, force: true })
  }

  const k1 = results['1,000 layers']!
  const [big, small] = culling!.scrub as [CullingResult['scrub'][0], CullingResult['scrub'][0]]
  const scrubRatio = median(k1.sceneCanvas.scrub.total) / median(k1.baseline.scrub.total)
  const dragRatio = median(k1.sceneCanvas.drag.total) / median(k1.baseline.drag.total)
  const cullRatio = median(big.total) / median(small.total)
  console.log('\nTargets')
  console.log(
    `  1,000 layers scrub: ${ms(median(k1.sceneCanvas.scrub.total))} (≤ 16.7 ms), ${scrubRatio.toFixed(2)}× hand-written (≤ 1.25×)`,
  )
  console.log(
    `  1,000 layers drag:  ${ms(median(k1.sceneCanvas.drag.total))} (≤ 16.7 ms), ${dragRatio.toFixed(2)}× hand-written (≤ 1.25×)`,
  )
  console.log(
    `  culling: 10,000 layers (${culling!.drawnLayers[0]} in view) scrub ${ms(median(big.total))} = ${cullRatio.toFixed(2)}× the 500-layer scene (≤ 1.2×)`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
