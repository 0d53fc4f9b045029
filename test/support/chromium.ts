// The one Chromium lookup and launch of the cross-package tests and benchmarks (test/e2e,
// test/bench). Debian's Chromium at /usr/bin/chromium unless CHROMIUM_PATH names another (an
// empty CHROMIUM_PATH counts as unset). The CLI's `podscene render` has its own launcher in
// packages/cli/src/render/chromium.ts (a package cannot import test code).
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium'

/** Flags for headless runs on a closed network (recipes/toolchain.md). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The Chromium binary: CHROMIUM_PATH when set and not empty, else /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH
}

/** Launches headless Chromium, or fails with one line naming the path that is missing. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH to its executable)`)
  }
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] })
}
