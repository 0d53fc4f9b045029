import { existsSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium-path.mjs'

// No --disable-web-security: media comes through the render server's same-origin proxy
// (media-proxy.ts), so the page keeps the same-origin policy and its CSP (render-server.ts).
export const chromiumArgs: readonly string[] = CHROMIUM_ARGS

/** Launches headless Chromium, or throws one clear line saying what is missing. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH to its executable)`)
  }
  const { chromium } = await import('playwright-core')
  try {
    return await chromium.launch({ executablePath, headless: true, args: [...chromiumArgs] })
  } catch (error) {
    const first = (error instanceof Error ? error.message : String(error)).split('\n')[0]
    throw new Error(`cannot start Chromium at ${executablePath}: ${first}`)
  }
}
