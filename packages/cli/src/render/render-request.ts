import type { RenderRequest, RenderResponse } from '@podscene/core'

export type { RenderRequest, RenderResponse }

/** What the render page (@podscene/react's export/render-page) puts on `window`. */
declare global {
  interface Window {
    podsceneRender?: (request: RenderRequest) => Promise<RenderResponse>
  }
}
