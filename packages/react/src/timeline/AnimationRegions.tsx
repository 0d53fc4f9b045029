import type { PointerEvent as ReactPointerEvent } from 'react'
import { VisualText } from '../a11y/VisualText.tsx'
import type { Layer } from '@podscene/core'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { useUiStore } from '../state/editor-context.ts'
import { animationRegions, type AnimationRegion } from './animation-regions.ts'
import { bandText } from './band-label.ts'
import { useTimelineFeedback, useTimelineGestures } from './timeline-gestures.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

export interface AnimationRegionsProps {
  layerKey: string
  layer: Layer
  /** The clip's span as drawn (scene ms); `openEnded` when it lasts the scene. */
  start: number
  end: number
  openEnded: boolean
  pxPerMs: number
  /** No resize handles (read-only timeline or locked layer). */
  locked: boolean
}

/**
 * Shaded bands inside a clip where its transitions run (cross in/out on the upper half, enter /
 * cycle / leave on the lower), each labelled. The inner edge of a band at a clip end drags to
 * change that duration (core's timeline interaction: one undo step at release, clamped to the
 * clip; Escape or pointercancel drop it), with a notice when the drag went past the clip or the
 * command refused.
 */
export function AnimationRegions(props: AnimationRegionsProps) {
  const { layerKey, layer, start, end, openEnded, pxPerMs, locked } = props
  const ui = useUiStore()
  const gestures = useTimelineGestures()
  const region = useTimelineFeedback((f) => f.region)
  const draft = region?.key === layerKey ? region : undefined
  const t = useTranslations().animationRegions
  const regions = animationRegions(layer, start, end, openEnded, t)
  if (regions.length === 0) return null

  const resize = (event: ReactPointerEvent<HTMLElement>, band: AnimationRegion) => {
    if (event.button !== 0 || locked) return
    // The band's edge, not the clip: no move, no trim.
    event.stopPropagation()
    event.preventDefault()
    const what = formatMessage(t.resize, { region: t[band.kind].toLowerCase() })
    gestures.press(
      event,
      { kind: 'region', key: layerKey, region: band.kind },
      {
        onEnd: (ended) => {
          const r = ended?.region
          if (!ended?.changed || !r || Math.round(r.asked) <= r.duration) return
          actionSurfacesOf(ui).notify(
            formatMessage(t.kept, {
              what,
              length: Math.round(r.length),
              asked: Math.round(r.asked),
            }),
            'info',
          )
        },
        onError: (error) => actionSurfacesOf(ui).notify(`${what}: ${error.message}`, 'error'),
      },
    )
  }

  return (
    <>
      {regions.map((region) => {
        let { from, to } = region
        if (draft?.kind === region.kind) {
          if (region.anchor === 'start') to = Math.min(end, start + draft.duration)
          else from = Math.max(start, end - draft.duration)
        }
        const cross = region.kind === 'cross-in' || region.kind === 'cross-out'
        return (
          <span
            key={region.kind}
            className={`ps-timeline__region ps-timeline__region--${region.kind} ps-timeline__region--${cross ? 'cross' : 'animation'}`}
            data-region={region.kind}
            style={{ left: (from - start) * pxPerMs, width: Math.max(1, (to - from) * pxPerMs) }}
            title={formatMessage(t.title, {
              label: region.label,
              ms: draft?.kind === region.kind ? draft.duration : region.duration,
            })}
          >
            <VisualText
              className="ps-timeline__region-label"
              text={bandText(region, (to - from) * pxPerMs)}
            />
            {region.anchor && !locked && (
              <span
                className={`ps-timeline__region-edge ps-timeline__region-edge--${region.anchor === 'start' ? 'right' : 'left'}`}
                data-region-edge={region.kind}
                onPointerDown={(e) => resize(e, region)}
              />
            )}
          </span>
        )
      })}
    </>
  )
}
