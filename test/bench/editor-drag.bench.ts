// A single-layer drag through the whole editor (<EditorCanvas>: real pointer events, hit test,
// gesture state, snapping, one Editor command per move, React placing the nodes) on a 1,000-layer
// scene in headless Chromium, alternating frame by frame with hand-written Konva moving the same
// node; counts Editor store commits during the drag frames (target: one per move) and at
// pointer-up (target 1: the release lands the move on whole pixels), and which React components
// render during an untimed 20-move drag (target: none; BENCH_NAMES=1 names them).
// Run: pnpm exec tsx test/bench/editor-drag.bench.ts   (or `pnpm bench editor-drag`)
//
// Measured 2026-11-23 (2-core machine shared with other jobs, so frame times vary run to run):
// gesture states in core, one translateLayers per move, canvas held during the move — ratio
// 1.12×, 1.15×, 1.20×, 1.41× over four runs (editor 7.5–12.7 ms, pointer handling incl. the
// React work 0.6–1.0 ms); 118 store commits in 120 frames (the first two moves are under the
// 3-px click threshold), 0 at pointer-up, one undo step. Rendering the document every move
// instead (no hold) measured 2.80× (7.5 ms of pointer handling: compile, spatial index and
// evaluation of 1,000 layers and placing every node). Before the states (only Konva nodes moved,
// one command at pointer-up): 1.09–1.15×.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBenchPage, launchChromium, median, ms, p95, servePage } from './browser-bench-kit.ts'
import type { DragResult } from './editor-drag-page/main.tsx'

const FRAMES = Number(process.env.BENCH_FRAMES ?? 120)
const LAYERS = 1000

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'podscene-editor-drag-bench-'))
  // BENCH_NAMES=1: an unminified page, so the render counts name the components.
  await buildBenchPage('editor-drag-page', outDir, { minify: process.env.BENCH_NAMES !== '1' })
  const server = await servePage(outDir, { crossOriginIsolated: true })
  const browser = await launchChromium()
  try {
    console.log(`Chromium ${browser.version()}, ${FRAMES} drag frames, ${LAYERS} layers, zoom 0.5`)
    const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } })
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.runDrag === 'function')
    const r: DragResult = await page.evaluate(([n, f]) => window.runDrag!(n, f), [
      LAYERS,
      FRAMES,
    ] as const)
    const ratio = median(r.editor.total) / median(r.baseline.total)
    console.log(
      `  (${r.drawnLayers} layers drawn in view; during the drag the ${r.belowFromBitmap} children of the content layer below the moving one come from a bitmap)`,
    )
    console.log(
      `  editor drag  median ${ms(median(r.editor.total))} (pointer handling ${ms(median(r.editor.update))}, p95 ${ms(p95(r.editor.total))})`,
    )
    console.log(
      `  hand-written median ${ms(median(r.baseline.total))} (update ${ms(median(r.baseline.update))}, p95 ${ms(p95(r.baseline.total))})`,
    )
    console.log(`  ratio ${ratio.toFixed(2)}× (target ≤ 1.15×, ≤ 16.7 ms)`)
    console.log(
      `  Editor store commits: ${r.commitsDuringDrag} during ${FRAMES} drag frames (target ${FRAMES}), ${r.commitsAtEnd} at pointer-up (target 1: the release lands the move on whole pixels); undo steps added: ${r.undoStepsAdded}`,
    )
    const named = Object.entries(r.renders.renders)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')
    console.log(
      `  React during a ${r.renders.moves}-move drag: ${r.renders.commits} commits; renders: ${named || 'none'}`,
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
