import type { RenderRequest, RenderResponse } from '@podscene/core'

export type { RenderRequest, RenderResponse }

/** What the render page (@podscene/react's export/render-page) puts on `window`. */
declare global {
  interface Window {
    podsceneRender?: (request: RenderRequest) => Promise<RenderResponse>
  }
}

/** The render page's video entry points (@podscene/react's export/render-page/video-page.ts). */
declare global {
  interface Window {
    podsceneVideo?: (
      request: import('@podscene/core').VideoRenderRequest,
    ) => Promise<import('@podscene/core').VideoRenderResponse>
    podsceneVideoRaw?: (
      request: import('@podscene/core').VideoRenderRequest,
    ) => Promise<import('@podscene/core').VideoRawResponse>
    podsceneVideoSound?: (
      request: import('@podscene/core').VideoRenderRequest & { fromMs: number; toMs: number },
    ) => Promise<import('@podscene/core').VideoSoundResponse>
    podsceneVideoSupport?: (
      width: number,
      height: number,
    ) => Promise<import('@podscene/core').VideoEncoderSupport>
  }
}
