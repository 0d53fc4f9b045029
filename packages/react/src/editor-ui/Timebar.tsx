import { useId } from 'react'
import { useEditor } from '../hooks/editor-context.ts'
import { useEditorState } from '../hooks/use-editor-state.ts'
import { useCompiledScene } from '../hooks/use-evaluated-layers.ts'

function formatMs(ms: number): string {
  const s = ms / 1000
  return `${Math.floor(s / 60)}:${(s % 60).toFixed(2).padStart(5, '0')}`
}

/** A playhead scrubber over the scene's duration (session state: never saved or undone). */
export function Timebar({ className }: { className?: string }) {
  const editor = useEditor()
  const id = useId()
  const playheadMs = useEditorState((s) => s.session.playheadMs)
  const duration = useCompiledScene().durationMs
  return (
    <div className={['ps-timebar', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>Playhead</label>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(duration, 0)}
        step={10}
        value={Math.min(playheadMs, duration)}
        disabled={duration <= 0}
        onChange={(e) => editor.setPlayhead(Number(e.target.value))}
      />
      <output htmlFor={id}>
        {formatMs(playheadMs)} / {formatMs(duration)}
      </output>
    </div>
  )
}
