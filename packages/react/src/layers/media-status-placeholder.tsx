import type { EvaluatedLayer } from '@podscene/core'
import type { MediaStatus } from '../media/media-status.ts'
import { Placeholder } from './placeholder.tsx'

/** The placeholder of media that is loading or could not be loaded, with the reason. */
export function MediaStatusPlaceholder(props: {
  layer: EvaluatedLayer
  kind: string
  status: MediaStatus<unknown>
}) {
  const { layer, kind, status } = props
  const reason = status.state === 'failed' ? status.reason : 'loading…'
  return <Placeholder w={layer.w} h={layer.h} label={kind} reason={reason} />
}
