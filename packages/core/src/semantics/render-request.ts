import type { SceneContainer } from '../schema/index.ts'

/**
 * What `podscene render` (@podscene/cli) asks the render page (@podscene/react's
 * export/render-page) for, sent as JSON through page.evaluate, and what the page answers. Both
 * sides read it from here, so the CLI needs @podscene/react only to build the page, not to run.
 */
export interface RenderRequest {
  scene: SceneContainer
  /** Template `aspect_ratio`; null for a bare scene (16:9). */
  aspectRatio: number | null
  timeMs: number
  /** Output pixels per canvas pixel. */
  scale: number
  background: string
  /** Per-media load limit in ms. */
  mediaTimeoutMs: number
  /** Largest media body the page reads itself (audio for waveform peaks), in bytes. */
  mediaMaxBytes?: number
}

export type RenderResponse =
  | {
      ok: true
      dataUrl: string
      width: number
      height: number
      /** Media drawn as placeholders, as `url: reason` (shortened URL). */
      placeholders: string[]
      /** The same media with the full URL and the reason. */
      failures?: { url: string; reason: string }[]
      /** Layer fonts that did not load (`missing-font`): drawn in a fallback face. */
      missingFonts?: { family: string; file: string; reason: string }[]
    }
  | { ok: false; message: string }

/**
 * The render server's same-origin media route. The page runs without web-security exceptions,
 * so http(s) media (often sent without CORS headers) is loaded through it: untainted, and with
 * nothing but allowed media reachable. blob: and data:image/* URLs are loaded as they are.
 */
export const MEDIA_PROXY_PATH = '/_media'

/** `https://cdn/x.png` → `/_media?url=https%3A%2F%2Fcdn%2Fx.png`; other URLs unchanged. */
export function proxiedMediaUrl(url: string): string {
  const trimmed = url.trim()
  return /^https?:/i.test(trimmed) ? `${MEDIA_PROXY_PATH}?url=${encodeURIComponent(trimmed)}` : url
}
