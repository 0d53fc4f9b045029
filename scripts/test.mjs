// `npm test`: set everything up on a fresh machine (pnpm, packages, Chromium, ffmpeg) and run every check.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { install, pnpmCommand } from './pnpm.mjs'
import { ensureChromium } from './ensure-chromium.mjs'

const RESULTS = 'test-results/vitest.json'
const PACKAGING_RESULTS = 'test-results/packaging.json'

install()
process.env.CHROMIUM_PATH = ensureChromium()
rmSync(RESULTS, { force: true })
rmSync(PACKAGING_RESULTS, { force: true })
const [cmd, argv] = pnpmCommand(['run', 'check'])
const check = spawnSync(cmd, argv, { stdio: 'inherit' })
// The packed-install test (minutes long, its own vitest project): after the others, alone, so
// nothing else builds the packages while it packs them.
const [pcmd, pargv] = pnpmCommand([
  'exec',
  'vitest',
  'run',
  '--config',
  'test/packaging/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${PACKAGING_RESULTS}`,
])
const packaging = spawnSync(pcmd, pargv, { stdio: 'inherit' })
printSummary()
process.exit(check.status !== 0 ? (check.status ?? 1) : (packaging.status ?? 1))

// One plain closing line that any CI reader understands: 'tests: N passed, N failed'.
function printSummary() {
  const results = [RESULTS, PACKAGING_RESULTS]
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
  if (results.length === 0) return
  const sum = (pick) => results.reduce((n, r) => n + (pick(r) ?? 0), 0)
  const passed = sum((r) => r.numPassedTests)
  const failed = sum((r) => r.numFailedTests)
  const skipped = sum((r) => r.numPendingTests) + sum((r) => r.numTodoTests)
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
}
