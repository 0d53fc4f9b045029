import type {
  RenderRequest,
  RenderResponse,
  VideoEncoderSupport,
  VideoRawResponse,
  VideoRenderRequest,
  VideoRenderResponse,
  VideoSoundResponse,
} from '@podscene/core'

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
    podsceneVideo?: (request: VideoRenderRequest) => Promise<VideoRenderResponse>
    podsceneVideoRaw?: (request: VideoRenderRequest) => Promise<VideoRawResponse>
    podsceneVideoSound?: (
      request: VideoRenderRequest & { fromMs: number; toMs: number },
    ) => Promise<VideoSoundResponse>
    podsceneVideoSupport?: (width: number, height: number) => Promise<VideoEncoderSupport>
  }
}
