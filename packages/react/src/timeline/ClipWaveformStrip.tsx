import { useLayoutEffect, useMemo, useRef } from 'react'
import type { AudioSource } from '@podscene/core'
import { useEditorState } from '../state/use-editor-state.ts'
import { useUiState } from '../state/use-ui-state.ts'
import { useAudioPeaks } from '../media/media-context.tsx'
import type { AudioPeaks } from '../media/peaks/index.ts'
import { clipSoundOf, clipStripPeaks } from './clip-sound.ts'

export interface ClipWaveformStripProps {
  layerKey: string
  /** The clip's span on screen, in scene ms. */
  start: number
  end: number
  pxPerMs: number
}

/** Screen px per bar of a strip (2 px bar, 1 px gap). */
export const STRIP_BAR_PX = 3

const loudest = new WeakMap<AudioPeaks, number>()
/** The file's loudest peak: strips scale to it, so scrolling never rescales the bars. */
function loudestOf(peaks: AudioPeaks): number {
  let max = loudest.get(peaks)
  if (max === undefined) {
    max = 0
    for (const v of peaks.data) if (v > max) max = v
    loudest.set(peaks, max)
  }
  return max
}

/**
 * The sound of an audio, video, person or waveform clip as a strip of bars along the clip:
 * the slice of the media the clip plays (`prop.clip`, timeline start / end), from the shared
 * PeaksStore (one computation per URL). Only the clip's visible part is drawn, into a canvas
 * that wide; it re-renders on zoom, scroll and document changes, never on playhead moves.
 */
export function ClipWaveformStrip(props: ClipWaveformStripProps) {
  const doc = useEditorState((s) => s.document)
  const source = useMemo(() => clipSoundOf(doc, props.layerKey), [doc, props.layerKey])
  return source ? <StripOf source={source} {...props} /> : null
}

function StripOf({
  source,
  start,
  end,
  pxPerMs,
}: ClipWaveformStripProps & { source: AudioSource }) {
  const status = useAudioPeaks(source.url)
  const scrollLeft = useUiState((s) => s.timelineScale?.scrollLeft ?? 0)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const clipLeft = start * pxPerMs
  const clipWidth = Math.max(0, (end - start) * pxPerMs)
  // The part of the clip on screen (the lane scrolls; at deep zoom a clip is far wider).
  const offset = Math.min(clipWidth, Math.max(0, scrollLeft - clipLeft))
  const viewport = typeof window === 'undefined' ? 1920 : window.innerWidth
  const width = Math.floor(Math.max(0, Math.min(clipWidth - offset, viewport)))
  const peaks = status.state === 'ready' ? status.value : null

  useLayoutEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || !peaks) return
    const dpr = window.devicePixelRatio || 1
    const height = canvas.clientHeight
    canvas.width = Math.max(1, Math.round(width * dpr))
    canvas.height = Math.max(1, Math.round(height * dpr))
    const ctx = canvas.getContext('2d')
    if (!ctx) return
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    ctx.clearRect(0, 0, width, height)
    const count = Math.floor(width / STRIP_BAR_PX)
    if (count === 0 || pxPerMs <= 0) return
    const from = start + offset / pxPerMs
    const values = clipStripPeaks(
      source,
      peaks,
      from,
      from + (count * STRIP_BAR_PX) / pxPerMs,
      count,
    )
    const max = loudestOf(peaks) || 1
    ctx.fillStyle = getComputedStyle(canvas).color
    const mid = height / 2
    for (let i = 0; i < count; i++) {
      const h = Math.max(1, (values[i]! / max) * (height - 2))
      ctx.fillRect(i * STRIP_BAR_PX, mid - h / 2, STRIP_BAR_PX - 1, h)
    }
  }, [peaks, source, start, offset, width, pxPerMs])

  return (
    <canvas
      ref={canvasRef}
      className="ps-timeline__clip-strip"
      data-state={status.state}
      aria-hidden="true"
      style={{ left: offset, width }}
    />
  )
}
