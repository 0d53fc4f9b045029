import { useId } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { useCompiledScene } from '../state/use-layers-at-playhead.ts'
import { usePlaybackClock } from '../state/use-playback-clock.ts'
import { TimebarMix } from './TimebarMix.tsx'
import { useTranslations } from '../i18n/use-translations.tsx'

function formatMs(ms: number): string {
  const s = ms / 1000
  return `${Math.floor(s / 60)}:${(s % 60).toFixed(2).padStart(5, '0')}`
}

/**
 * Play/pause and a playhead scrubber over the scene's duration (session state: never saved).
 * Playback runs on the Editor's one clock (`playback/`): audio is heard and leads the playhead.
 */
export function Timebar({ className }: { className?: string }) {
  const editor = useEditor()
  const id = useId()
  const t = useTranslations().timebar
  usePlaybackClock()
  const playheadMs = useEditorState((s) => s.session.playheadMs)
  const playing = useEditorState((s) => s.session.playing)
  const buffering = useEditorState((s) => s.session.buffering)
  const duration = useCompiledScene().durationMs

  return (
    <div className={['ps-timebar', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        aria-pressed={playing}
        disabled={duration <= 0}
        onClick={() => (playing ? editor.pause() : editor.play())}
      >
        {playing ? t.pause : t.play}
      </button>
      <label htmlFor={id}>{t.playhead}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(duration, 0)}
        step={10}
        value={Math.min(playheadMs, duration)}
        aria-valuenow={Math.round(Math.min(playheadMs, duration))}
        aria-valuetext={formatMs(Math.min(playheadMs, duration))}
        disabled={duration <= 0}
        onChange={(e) => editor.seek(Number(e.target.value))}
      />
      {/* Not an <output> (implicit role "status"): the studio's save status is the page's one
          status region; the slider already announces the time. */}
      <span className="ps-timebar__time" aria-hidden="true">
        {formatMs(playheadMs)} / {formatMs(duration)}
      </span>
      <TimebarMix />
      <span className="ps-timebar__buffering" aria-live="polite">
        {buffering ? t.buffering : ''}
      </span>
    </div>
  )
}
