import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { VisualText } from '../a11y/VisualText.tsx'
import type { Editor, Layer } from '@podscene/core'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { animationRegions, clampRegionDuration, type AnimationRegion } from './animation-regions.ts'
import { editOrNotify } from './keyframe-edits.ts'
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
 * change that duration (one undo step at release, clamped to the clip, with a notice when the
 * drag went past it or the command refused).
 */
export function AnimationRegions(props: AnimationRegionsProps) {
  const { layerKey, layer, start, end, openEnded, pxPerMs, locked } = props
  const editor = useEditor()
  const ui = useUiStore()
  const [draft, setDraft] = useState<{ kind: AnimationRegion['kind']; duration: number }>()
  const abort = useRef<(() => void) | null>(null)
  const t = useTranslations().animationRegions
  useEffect(() => () => abort.current?.(), [])
  const regions = animationRegions(layer, start, end, openEnded, t)
  if (regions.length === 0) return null
  const length = end - start

  const resize = (event: ReactPointerEvent<HTMLElement>, region: AnimationRegion) => {
    if (event.button !== 0 || locked) return
    // The band's edge, not the clip: no move, no trim.
    event.stopPropagation()
    event.preventDefault()
    const id = event.pointerId
    const startX = event.clientX
    const sign = region.anchor === 'start' ? 1 : -1
    let wanted = region.duration
    const move = (e: PointerEvent) => {
      if (e.pointerId !== id) return
      wanted = region.duration + (sign * (e.clientX - startX)) / pxPerMs
      setDraft({ kind: region.kind, duration: clampRegionDuration(wanted, length) })
    }
    const finish = (commit: boolean) => {
      abort.current = null
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', cancel)
      setDraft(undefined)
      if (!commit) return
      const duration = clampRegionDuration(wanted, length)
      if (duration === region.duration) return
      const what = formatMessage(t.resize, { region: t[region.kind].toLowerCase() })
      const ok = editOrNotify(ui, what, () =>
        writeDuration(editor, layerKey, layer, region, duration),
      )
      if (ok && Math.round(wanted) > duration) {
        actionSurfacesOf(ui).notify(
          formatMessage(t.kept, {
            what,
            length: Math.round(length),
            asked: Math.round(wanted),
          }),
          'info',
        )
      }
    }
    const up = (e: PointerEvent) => e.pointerId === id && finish(true)
    const cancel = (e: PointerEvent) => e.pointerId === id && finish(false)
    abort.current = () => finish(false)
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', cancel)
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
            <VisualText className="ps-timeline__region-label" text={region.label} />
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

/** Writes a region's new duration: cross in/out through `setCross`, presets through their slot. */
function writeDuration(
  editor: Editor,
  key: string,
  layer: Layer,
  region: AnimationRegion,
  duration: number,
): void {
  if (region.kind === 'cross-in') editor.setCross(key, { in_time: duration })
  else if (region.kind === 'cross-out') editor.setCross(key, { out_time: duration })
  else {
    // The stored preset with its duration changed: its other fields and their order are kept.
    const preset = layer.prop?.animationInfo?.[region.kind]
    if (!preset) return
    editor.setAnimationPreset(key, region.kind, { ...preset, duration })
  }
}
