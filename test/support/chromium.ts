// The one Chromium lookup and launch of the cross-package tests and benchmarks (test/e2e,
// test/bench). Where Chromium is comes from the one definition, scripts/chromium-path.mjs.
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path.mjs'

export { CHROMIUM_ARGS, chromiumPath, DEFAULT_CHROMIUM_PATH } from '../../scripts/chromium-path.mjs'

/** Launches headless Chromium, or fails with one line naming the path that is missing. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH to its executable)`)
  }
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] })
}
