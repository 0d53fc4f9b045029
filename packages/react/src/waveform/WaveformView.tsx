import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react'
import type WaveSurfer from 'wavesurfer.js'
import type RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js'
import type { Region } from 'wavesurfer.js/dist/plugins/regions.esm.js'
import type * as WavesurferGlueModule from './wavesurfer-glue.ts'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import type { TimelinePreview } from '../state/ui-store.ts'
import { useUiState } from '../state/use-ui-state.ts'
import { useElementSize } from '../lib/use-element-size.ts'
import { HEADER_WIDTH } from '../timeline/timeline-types.ts'
import { peaksForWidth, SCENE_PEAKS_PER_SECOND } from './scene-peaks.ts'
import { useSceneSound } from './use-scene-sound.ts'
import { useSelectedWords } from './use-selected-words.ts'
import { useWordEditing } from './use-word-editing.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { useReadOnly } from '../state/read-only.ts'

export interface WaveformViewProps {
  className?: string
  /** Height of the waveform lane in px (default 96: room for the word regions and their labels). */
  height?: number
  readOnly?: boolean
}

/** How far a dragged word edge looks for a quieter point to land on (Alt turns it off). */
const SNAP_RADIUS_MS = 40

/**
 * The scene's sound under the timeline, on wavesurfer.js: drawn from precomputed or cached
 * peaks (never decoded twice), on the timeline's time scale and scroll when a <Timeline/> is
 * mounted (else fitted to its width). Click seeks the one playback clock; the playhead line
 * follows it. The selected subtitle's words are regions: drag a word or its edges to retime it
 * (one undo step, neighbours block it; Shift pushes them), double-click to edit its text.
 * `role="region"` named "Waveform".
 */
export function WaveformView({ className, height = 96, readOnly: ownReadOnly }: WaveformViewProps) {
  const readOnly = useReadOnly(ownReadOnly)
  const editor = useEditor()
  const sound = useSceneSound()
  const t = useTranslations().waveform
  const words = useSelectedWords()
  const timelineScale = useUiState((s) => s.timelineScale)
  const laneRef = useRef<HTMLDivElement>(null)
  const waveRef = useRef<HTMLDivElement>(null)
  const playheadRef = useRef<HTMLDivElement>(null)
  const lane = useElementSize(laneRef)
  const [ws, setWs] = useState<WaveSurfer | null>(null)
  const [regions, setRegions] = useState<ReturnType<typeof RegionsPlugin.create> | null>(null)
  const editing = useWordEditing(editor, words, readOnly)

  const fitted = lane.width > 0 ? lane.width / sound.durationMs : 0.1
  const pxPerMs = timelineScale?.pxPerMs ?? fitted
  const scrollLeft = timelineScale?.scrollLeft ?? 0

  const scale = useRef({ pxPerMs, scrollLeft })
  scale.current = { pxPerMs, scrollLeft }
  const soundRef = useRef(sound)
  soundRef.current = sound

  // One wavesurfer per mounted view; peaks and zoom are pushed into it below. wavesurfer.js is
  // loaded when the first view mounts, not with the editor.
  useEffect(() => {
    const container = waveRef.current
    if (!container) return
    let live = true
    let dispose = () => {}
    void loadWavesurfer().then(({ createWavesurfer }) => {
      if (!live) return
      dispose = createWavesurfer(container, height, {
        seek: (ms) => editor.seek(ms),
        ready: (instance, plugin) => {
          setWs(instance)
          setRegions(plugin)
        },
      })
    })
    return () => {
      live = false
      dispose()
    }
  }, [editor, height])

  // The sound outline: reloaded when the document's sound or its peaks change.
  const [drawn, setDrawn] = useState<Float32Array | null>(null)
  const waiting = sound.loading > 0 && sound.loading === sound.sources.length
  // Two values per pixel at this zoom (by powers of two): an hour at 100 peaks/s is 360,000
  // values, of which a fitted view shows a thousand.
  const shown = useMemo(
    () => peaksForWidth(sound.peaks, Math.ceil(sound.durationMs * pxPerMs * 2)),
    [sound.peaks, sound.durationMs, pxPerMs],
  )
  useEffect(() => {
    // Nothing to draw until the first source's peaks arrive.
    if (!ws || waiting) return
    const peaks = shown
    ws.load('', [peaks], sound.durationMs / 1000).then(
      () => setDrawn(peaks),
      () => {
        // A newer load superseded this one; its own result is what shows.
      },
    )
  }, [ws, shown, sound.durationMs, waiting])

  // The timeline's scale and scroll.
  useEffect(() => {
    if (!ws) return
    // setOptions rather than zoom(): it also applies before the peaks have loaded.
    ws.setOptions({ minPxPerSec: Math.max(1e-3, pxPerMs * 1000) })
    ws.setScroll(scrollLeft)
    return ws.on('redrawcomplete', () => {
      if (ws.getScroll() !== scale.current.scrollLeft) ws.setScroll(scale.current.scrollLeft)
    })
  }, [ws, pxPerMs, scrollLeft, shown])

  // The playhead line follows the clock without re-rendering the view.
  useEffect(() => {
    const place = () => {
      const el = playheadRef.current
      if (!el) return
      const { pxPerMs: z, scrollLeft: left } = scale.current
      el.style.transform = `translateX(${editor.getState().session.playheadMs * z - left}px)`
    }
    place()
    return editor.subscribe(place)
  }, [editor, pxPerMs, scrollLeft])

  // A zoom gesture the timeline shows as a transform until it settles: the sound follows it.
  const ui = useUiStore()
  useEffect(() => {
    let shown: TimelinePreview | null = null
    const follow = () => {
      const preview = ui.getState().timelinePreview
      if (preview === shown) return
      shown = preview
      for (const el of [waveRef.current, playheadRef.current]) {
        if (!el) continue
        if (!preview) {
          el.style.removeProperty('translate')
          el.style.removeProperty('scale')
          continue
        }
        // Lanes px p shows at tx + p * scale; here p is drawn at p - scrollLeft.
        const left = scale.current.scrollLeft
        el.style.transformOrigin = '0 0'
        el.style.translate = `${preview.tx + left * (preview.scale - 1)}px 0`
        el.style.scale = `${preview.scale} 1`
      }
    }
    follow()
    return ui.subscribe(follow)
  }, [ui])

  // The selected subtitle's words as regions, redrawn from the document after every change; the
  // focused word is marked in place (a redraw between two clicks would lose the double-click).
  const focused = editing.focused
  const focusedRef = useRef(focused)
  focusedRef.current = focused
  useEffect(() => {
    if (!regions || !ws) return
    const draw = () =>
      loaded!.showWordRegions(regions, words?.words ?? [], {
        readOnly,
        focused: focusedRef.current,
      })
    draw()
    const offReady = ws.on('ready', draw)
    return offReady
  }, [regions, ws, words, readOnly])
  useEffect(() => {
    if (regions) loaded!.showFocusedWord(regions, focused)
  }, [regions, focused])

  // Drag ends: retime through core (blocked by neighbours; Shift pushes them; Alt: no snap).
  useEffect(() => {
    if (!regions || !words) return
    const keys = { shift: false, alt: false }
    const track = (e: PointerEvent | KeyboardEvent) => {
      keys.shift = e.shiftKey
      keys.alt = e.altKey
    }
    window.addEventListener('pointermove', track, true)
    window.addEventListener('pointerup', track, true)
    window.addEventListener('keydown', track, true)
    window.addEventListener('keyup', track, true)
    const offUpdated = regions.on('region-updated', (region: Region, side) => {
      const index = Number(region.id.replace('word-', ''))
      let start = Math.round(region.start * 1000)
      let end = Math.round(region.end * 1000)
      if (!keys.alt) {
        const peaks = soundRef.current.peaks
        const snap = (ms: number) =>
          loaded!.quietestNear(peaks, SCENE_PEAKS_PER_SECOND, ms, SNAP_RADIUS_MS)
        if (side === 'start') start = snap(start)
        else if (side === 'end') end = snap(end)
        else {
          const moved = snap(start) - start
          start += moved
          end += moved
        }
      }
      editing.retime(index, start, end, keys.shift ? 'push' : 'block')
      // Always redraw from the document: a blocked drag snaps back to what was stored.
      loaded!.showWordRegions(regions, words.words, { readOnly, focused: index })
    })
    const offClicked = regions.on('region-clicked', (region: Region, e: MouseEvent) => {
      e.stopPropagation()
      const index = Number(region.id.replace('word-', ''))
      editing.focus(index)
      editor.seek(Math.round(region.start * 1000))
    })
    const offDouble = regions.on('region-double-clicked', (region: Region, e: MouseEvent) => {
      e.stopPropagation()
      editing.startTextEdit(Number(region.id.replace('word-', '')))
    })
    return () => {
      offUpdated()
      offClicked()
      offDouble()
      window.removeEventListener('pointermove', track, true)
      window.removeEventListener('pointerup', track, true)
      window.removeEventListener('keydown', track, true)
      window.removeEventListener('keyup', track, true)
    }
  }, [regions, words, editor, editing, readOnly])

  const editedWord = editing.textIndex !== null ? words?.words[editing.textIndex] : undefined
  const editorLeft =
    editedWord && typeof editedWord.start === 'number' ? editedWord.start * pxPerMs - scrollLeft : 0

  const onEditKey = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      editing.commitText(e.currentTarget.value)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      editing.cancelText()
    }
  }

  const status =
    sound.sources.length === 0
      ? t.noSound
      : sound.loading > 0
        ? t.loading
        : sound.failures.length === sound.sources.length
          ? formatMessage(t.unavailable, { reason: sound.failures[0]!.reason })
          : sound.failures.length > 0
            ? formatMessage(t.someUnavailable, {
                failed: sound.failures.length,
                count: sound.sources.length,
              })
            : ''

  return (
    <section
      role="region"
      aria-label={t.label}
      // Focusable by click, so the editor's keys (Space plays) work after clicking the sound.
      tabIndex={-1}
      className={['ps-waveform', className].filter(Boolean).join(' ')}
      data-sources={sound.sources.length}
      data-state={drawn === shown && sound.loading === 0 ? 'ready' : 'loading'}
      data-duration-ms={Math.round(sound.durationMs)}
    >
      <div className="ps-waveform__gutter" style={{ width: HEADER_WIDTH }}>
        <span className="ps-waveform__title">
          {words ? formatMessage(t.words, { layer: words.layerName }) : t.sound}
        </span>
        {status && <span className="ps-waveform__status">{status}</span>}
        {!words && sound.sources.length > 0 && <span className="ps-waveform__hint">{t.hint}</span>}
        {words && !readOnly && (
          <span className="ps-waveform__tools" role="group" aria-label={t.wordTools}>
            <button
              type="button"
              onClick={() => editing.split()}
              disabled={focused === null}
              title={t.divideTitle}
            >
              {t.divide}
            </button>
            <button
              type="button"
              onClick={() => editing.mergeWithNext()}
              disabled={focused === null || focused >= words.words.length - 1}
              title={t.mergeTitle}
            >
              {t.merge}
            </button>
          </span>
        )}
        {editing.error && (
          <span className="ps-waveform__error" role="alert">
            {editing.error}
          </span>
        )}
      </div>
      <div className="ps-waveform__lane" ref={laneRef} style={{ height }}>
        <div className="ps-waveform__wave" ref={waveRef} />
        <div className="ps-waveform__playhead" ref={playheadRef} aria-hidden="true" />
        {editedWord && (
          <input
            className="ps-waveform__word-input"
            aria-label={t.wordText}
            defaultValue={editedWord.text ?? ''}
            style={{ left: Math.max(0, editorLeft) }}
            autoFocus
            onKeyDown={onEditKey}
            onBlur={(e) => editing.commitText(e.currentTarget.value)}
          />
        )}
      </div>
    </section>
  )
}

type WavesurferGlue = typeof WavesurferGlueModule
/** wavesurfer.js, its regions plugin and our use of them, imported once, on first use. */
let wavesurfer: Promise<WavesurferGlue> | null = null
/** The glue once loaded: a wavesurfer (and its regions) exists only after it is. */
let loaded: WavesurferGlue | null = null
function loadWavesurfer() {
  wavesurfer ??= import('./wavesurfer-glue.ts').then((glue) => (loaded = glue))
  return wavesurfer
}
