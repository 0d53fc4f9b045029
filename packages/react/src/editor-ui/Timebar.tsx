import { useEffect, useId, useState } from 'react'
import { useEditor } from '../hooks/editor-context.ts'
import { useEditorState } from '../hooks/use-editor-state.ts'
import { useCompiledScene } from '../hooks/use-layers-at-playhead.ts'

function formatMs(ms: number): string {
  const s = ms / 1000
  return `${Math.floor(s / 60)}:${(s % 60).toFixed(2).padStart(5, '0')}`
}

/** Play/pause and a playhead scrubber over the scene's duration (session state: never saved). */
export function Timebar({ className }: { className?: string }) {
  const editor = useEditor()
  const id = useId()
  const playheadMs = useEditorState((s) => s.session.playheadMs)
  const duration = useCompiledScene().durationMs
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    if (!playing || duration <= 0) return
    let frame = 0
    let last = performance.now()
    const tick = (now: number) => {
      // rAF timestamps can precede the performance.now() read when playing started.
      const next = editor.getState().session.playheadMs + Math.max(0, now - last)
      last = Math.max(last, now)
      editor.setPlayhead(next >= duration ? 0 : next)
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [playing, duration, editor])

  return (
    <div className={['ps-timebar', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        aria-pressed={playing}
        disabled={duration <= 0}
        onClick={() => setPlaying((p) => !p)}
      >
        {playing ? 'Pause' : 'Play'}
      </button>
      <label htmlFor={id}>Playhead</label>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(duration, 0)}
        step={10}
        value={Math.min(playheadMs, duration)}
        aria-valuetext={formatMs(Math.min(playheadMs, duration))}
        disabled={duration <= 0}
        onChange={(e) => editor.setPlayhead(Number(e.target.value))}
      />
      <output htmlFor={id}>
        {formatMs(playheadMs)} / {formatMs(duration)}
      </output>
    </div>
  )
}
