import type { Browser } from 'playwright-core'
import { renderPageDir } from '../render/build-page.ts'
import { launchChromium } from '../render/chromium.ts'
import type { MediaProxyOptions } from '../render/media-proxy.ts'
import { startRenderServer, type RenderServer } from '../render/render-server.ts'

/**
 * One render server (its media proxy and policy, as for frames) and one headless Chromium,
 * shared by every video of a run: each video gets its own page.
 */
export interface VideoSession {
  browser: Browser
  server: RenderServer
  close(): Promise<void>
}

export async function openVideoSession(media: MediaProxyOptions): Promise<VideoSession> {
  const dir = await renderPageDir()
  const server = await startRenderServer(dir, media)
  let browser: Browser
  try {
    browser = await launchChromium()
  } catch (error) {
    await server.close()
    throw error
  }
  let closing: Promise<void> | null = null
  return {
    browser,
    server,
    close: () =>
      (closing ??= (async () => {
        await browser.close().catch(() => undefined)
        await server.close()
      })()),
  }
}
