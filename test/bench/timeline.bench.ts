// The timeline on 5,000 clips (100 tracks × 50) in headless Chromium: mount time, clip elements
// mounted vs visible (target ≤ 1.5×), clip re-renders while the playhead moves at 60 Hz (React's
// committed fiber trees, target 0), frame times while scrolling, during a Ctrl+wheel zoom gesture
// and for zoom button clicks (one per frame); and
// @xzdarcy/react-timeline-editor on the same data (mount time, scroll frames). Prints figures.
// Run: pnpm exec tsx test/bench/timeline.bench.ts   (or `pnpm bench timeline`)
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBenchPage, launchChromium, median, ms, p95, servePage } from './browser-bench-kit.ts'
import type { TimelineBenchResult } from './timeline-page/main.tsx'

const FRAMES = Number(process.env.BENCH_FRAMES ?? 120)
const TRACKS = 100
const PER_TRACK = 50

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'podscene-timeline-bench-'))
  await buildBenchPage('timeline-page', outDir)
  const server = await servePage(outDir)
  const browser = await launchChromium()
  try {
    console.log(
      `Chromium ${browser.version()}, ${TRACKS} tracks × ${PER_TRACK} clips, ${FRAMES} frames per measure`,
    )
    const page = await browser.newPage({ viewport: { width: 1200, height: 1400 } })
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.runTimelineBench === 'function')
    const r: TimelineBenchResult = await page.evaluate(
      ([t, n, f]) => window.runTimelineBench!(t, n, f),
      [TRACKS, PER_TRACK, FRAMES] as const,
    )
    const o = r.ours
    const frame = (v: number[]) => `median ${ms(median(v))}, p95 ${ms(p95(v))}`
    console.log(`  podscene <Timeline/>`)
    console.log(`    mount ${ms(o.mountMs)} (to the first painted frame)`)
    console.log(
      `    clip elements mounted ${o.mounted}, visible ${o.visible}: ${(o.mounted / Math.max(1, o.visible)).toFixed(2)}× (target ≤ 1.5×)`,
    )
    console.log(
      `    playhead at 60 Hz for ${o.playheadFrames} frames: ${o.playheadCommits} React commits, ${o.clipRenders} clip re-renders (target 0), ${o.clipMounts} clip mounts${o.commitsWithRenders.length ? ` (in commits ${o.commitsWithRenders.slice(0, 5).join(', ')})` : ''}`,
    )
    console.log(`    scroll frames ${frame(o.scrollFrames)}`)
    console.log(`    zoom frames   ${frame(o.zoomFrames)} (Ctrl+wheel gesture, an event per frame)`)
    console.log(
      `    zoom button clicks, one per frame: ${frame(o.zoomClickFrames)} (each lays the clips out)`,
    )
    console.log(`  @xzdarcy/react-timeline-editor 1.0.0 (same clips)`)
    console.log(`    mount ${ms(r.theirs.mountMs)}, action elements mounted ${r.theirs.mounted}`)
    console.log(`    scroll frames ${frame(r.theirs.scrollFrames)}`)
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
