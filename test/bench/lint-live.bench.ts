// The live lint of the Problems panel (@podscene/react LintRunner: core lintScene with the
// browser's canvas font metrics) in headless Chromium, timed after a one-field edit on generated
// templates of 40, 400 and 2,000 layers (60 s). It runs once typing pauses (300 ms debounce), on
// the main thread, so this is how long that pause blocks input.
// Run: pnpm bench lint-live   (or: pnpm exec tsx test/bench/lint-live.bench.ts). Asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBenchPage, launchChromium, median, ms, p95, servePage } from './browser-bench-kit.ts'
import type { LiveLintResult } from './lint-live-page/main.tsx'

const RUNS = 15

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'podscene-lint-live-bench-'))
  await buildBenchPage('lint-live-page', outDir)
  const server = await servePage(outDir)
  const browser = await launchChromium()
  try {
    console.log(`Chromium ${browser.version()}, ${RUNS} edits per template`)
    const page = await browser.newPage()
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.runLiveLint === 'function')
    for (const perTrack of [2, 20, 100]) {
      const r: LiveLintResult = await page.evaluate(([n, runs]) => window.runLiveLint!(n, runs), [
        perTrack,
        RUNS,
      ] as const)
      console.log(
        `  ${String(r.layers).padStart(5)} layers: lint after an edit median ${ms(median(r.afterEdit))}, p95 ${ms(p95(r.afterEdit))} (${r.problems} problems)`,
      )
    }
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
