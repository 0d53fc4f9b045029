import { renderPageDir } from './build-page.ts'
import { startRenderServer } from './render-server.ts'
import type { MediaProxyOptions } from './media-proxy.ts'
import { launchChromium } from './chromium.ts'
import type { RenderRequest, RenderResponse } from './render-request.ts'

/** The render page's request (scene, aspect ratio, time, scale, background, media limit) and: */
export interface RenderFrameOptions extends RenderRequest {
  /** Limit for loading the page and drawing the frame (ms). */
  renderTimeoutMs: number
  /** The media proxy's policy (allowed origins) and limits; default public addresses only. */
  media?: MediaProxyOptions
}

export interface RenderedFrame {
  png: Buffer
  width: number
  height: number
  /** Media drawn as placeholders, as `url: reason`. */
  placeholders: string[]
  /** Layer fonts that did not load (drawn in a fallback face), as `"family" (file): reason`. */
  missingFonts: string[]
}

/** Renders one frame through @podscene/react in headless Chromium. Errors are one-line messages. */
export async function renderFrame(options: RenderFrameOptions): Promise<RenderedFrame> {
  const dir = await renderPageDir()
  const server = await startRenderServer(dir, {
    timeoutMs: options.renderTimeoutMs,
    maxBytes: options.mediaMaxBytes,
    ...options.media,
  })
  try {
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      page.setDefaultTimeout(options.renderTimeoutMs)
      await page.goto(`${server.origin}/index.html`)
      await page.waitForFunction(() => typeof window.podsceneRender === 'function')
      const request: RenderRequest = {
        scene: options.scene,
        aspectRatio: options.aspectRatio,
        timeMs: options.timeMs,
        scale: options.scale,
        background: options.background,
        mediaTimeoutMs: options.mediaTimeoutMs,
        mediaMaxBytes: options.mediaMaxBytes,
      }
      const response = await withDeadline(
        page.evaluate((r) => window.podsceneRender!(r), request),
        options.renderTimeoutMs,
      )
      if (!response.ok) throw new Error(response.message)
      return decode(response, server.mediaProblems())
    } finally {
      await browser.close()
    }
  } finally {
    await server.close()
  }
}

function decode(
  response: Extract<RenderResponse, { ok: true }>,
  proxyProblems: Map<string, string>,
): RenderedFrame {
  const base64 = response.dataUrl.replace(/^data:image\/png;base64,/, '')
  // The media proxy knows why it refused or cut a URL; the page only saw it fail.
  const placeholders = response.failures
    ? response.failures.map(
        ({ url, reason }) => `${shorten(url)}: ${proxyProblems.get(url.trim()) ?? reason}`,
      )
    : response.placeholders
  return {
    png: Buffer.from(base64, 'base64'),
    width: response.width,
    height: response.height,
    placeholders,
    missingFonts: (response.missingFonts ?? []).map(
      ({ family, file, reason }) =>
        `${JSON.stringify(family)}${file ? ` (${shorten(file)})` : ''}: ${proxyProblems.get(file.trim()) ?? reason}`,
    ),
  }
}

function shorten(url: string): string {
  return url.length > 80 ? `${url.slice(0, 77)}...` : url
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`drawing the frame took longer than ${ms / 1000} s`)),
      ms,
    )
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    )
  })
}
