import { existsSync } from 'node:fs'
import type { Browser } from 'playwright-core'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Template media rarely sends CORS headers; without this such images would taint the canvas
  // and make the frame impossible to export. The page only draws media, it runs no template code.
  '--disable-web-security',
]

/** The Chromium binary: CHROMIUM_PATH, else /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

/** Launches headless Chromium, or throws one clear line saying what is missing. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH to its executable)`)
  }
  const { chromium } = await import('playwright-core')
  try {
    return await chromium.launch({ executablePath, headless: true, args: chromiumArgs })
  } catch (error) {
    const first = (error instanceof Error ? error.message : String(error)).split('\n')[0]
    throw new Error(`cannot start Chromium at ${executablePath}: ${first}`)
  }
}
