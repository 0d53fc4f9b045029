// `npm test`: set everything up on a fresh machine (pnpm, packages, Chromium) and run every check.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { install, pnpmCommand } from './pnpm.mjs'
import { ensureChromium } from './ensure-chromium.mjs'

const RESULTS = 'test-results/vitest.json'

install()
process.env.CHROMIUM_PATH = ensureChromium()
rmSync(RESULTS, { force: true })
const [cmd, argv] = pnpmCommand(['run', 'check'])
const check = spawnSync(cmd, argv, { stdio: 'inherit' })
printSummary()
process.exit(check.status ?? 1)

// One plain closing line that any CI reader understands: 'tests: N passed, N failed'.
function printSummary() {
  if (!existsSync(RESULTS)) return
  const r = JSON.parse(readFileSync(RESULTS, 'utf8'))
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`)
}
