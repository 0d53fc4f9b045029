import { useId } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { useCompiledScene } from '../state/use-layers-at-playhead.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

/** Playback speeds offered (the Editor accepts any rate in (0, 16]). */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const

/** The span playback loops: the selected layer's when one with an end is selected, else the scene. */
function loopRange(
  editor: ReturnType<typeof useEditor>,
  durationMs: number,
): { startMs: number; endMs: number } | null {
  const [key] = editor.session.selection
  const layer = key ? editor.getLayer(key)?.layer : undefined
  const start = layer?.timeline?.start ?? 0
  const end = layer?.timeline?.end ?? 0
  if (layer && typeof end === 'number' && end > (start ?? 0)) {
    return { startMs: start ?? 0, endMs: end }
  }
  return durationMs > 0 ? { startMs: 0, endMs: durationMs } : null
}

/**
 * Loop, speed and master volume of playback (session state: never saved): "Loop" (the selected
 * clip's span, else the whole scene; not named with "play", which outside tests' "Play" would
 * match), "Playback speed", "Master volume".
 */
export function TimebarMix() {
  const editor = useEditor()
  const speedId = useId()
  const t = useTranslations().timebar
  const volumeId = useId()
  const loop = useEditorState((s) => s.session.loop)
  const rate = useEditorState((s) => s.session.playbackRate)
  const volume = useEditorState((s) => s.session.masterVolume)
  const duration = useCompiledScene().durationMs
  const loopLabel = loop
    ? formatMessage(t.looping, {
        start: (loop.startMs / 1000).toFixed(2),
        end: (loop.endMs / 1000).toFixed(2),
      })
    : t.loopHint
  return (
    <span className="ps-timebar__mix">
      <button
        type="button"
        className="ps-timebar__loop"
        aria-pressed={loop !== null}
        title={loopLabel}
        disabled={duration <= 0 && loop === null}
        onClick={() => editor.setLoop(loop ? null : loopRange(editor, duration))}
      >
        {t.loop}
      </button>
      <label htmlFor={speedId} className="ps-visually-hidden">
        {t.playbackSpeed}
      </label>
      <select
        id={speedId}
        value={String(rate)}
        title={t.playbackSpeed}
        onChange={(e) => editor.setPlaybackRate(Number(e.target.value))}
      >
        {[...new Set([...PLAYBACK_SPEEDS, rate])]
          .sort((a, b) => a - b)
          .map((r) => (
            <option key={r} value={String(r)}>
              {r}×
            </option>
          ))}
      </select>
      <label htmlFor={volumeId}>
        <span aria-hidden="true">{t.volumeShort}</span>
        <span className="ps-visually-hidden">{t.masterVolume}</span>
      </label>
      <input
        id={volumeId}
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={volume}
        aria-valuetext={`${Math.round(volume * 100)} %`}
        title={formatMessage(t.masterVolumePercent, { percent: Math.round(volume * 100) })}
        onChange={(e) => editor.setMasterVolume(Number(e.target.value))}
      />
    </span>
  )
}
