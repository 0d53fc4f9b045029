import type { SceneContainer } from '@podscene/core'

/**
 * What `podscene render` (packages/cli/src/render) asks the render page for, sent as JSON
 * through page.evaluate, and what the page answers. Exported as `@podscene/react/render-request`.
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
}

export type RenderResponse =
  | { ok: true; dataUrl: string; width: number; height: number; placeholders: string[] }
  | { ok: false; message: string }

declare global {
  interface Window {
    podsceneRender?: (request: RenderRequest) => Promise<RenderResponse>
  }
}
