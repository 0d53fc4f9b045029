import type { RenderRequest, RenderResponse } from '@podscene/core'

/**
 * What `podscene render` asks the render page for and what the page answers; the contract lives
 * in @podscene/core (`RenderRequest`, `MEDIA_PROXY_PATH`, `proxiedMediaUrl`), re-exported here as
 * `@podscene/react/render-request` for existing importers.
 */
export { MEDIA_PROXY_PATH, proxiedMediaUrl } from '@podscene/core'
export type { RenderRequest, RenderResponse } from '@podscene/core'

declare global {
  interface Window {
    podsceneRender?: (request: RenderRequest) => Promise<RenderResponse>
  }
}
