export type { RenderRequest, RenderResponse } from '@podscene/react/render-request'
