import type { LayerRendererProps } from './renderer-types.ts'
import { useImage } from '../media/media-context.tsx'
import { MediaFrame } from './media-frame.tsx'
import { MediaStatusPlaceholder } from './media-status-placeholder.tsx'

/** `path` (or the lighter `preview_path` while editing) drawn with crop, fit, radius and camera. */
export function ImageLayer({ layer, editing }: LayerRendererProps) {
  const { path, preview_path: preview } = layer.source
  const url = (editing ? preview || path : path || preview) ?? ''
  const status = useImage(url)
  if (status.state !== 'ready')
    return <MediaStatusPlaceholder layer={layer} kind="image" status={status} />
  return <MediaFrame layer={layer} media={status.value} />
}
