import { useEditor } from '../hooks/editor-context.ts'
import { useEditorState } from '../hooks/use-editor-state.ts'

/**
 * Mute and solo toggles of a sounding track (session state: heard during playback, never
 * saved): "Mute <track>" / "Solo <track>", pressed state in `aria-pressed`.
 */
export function TrackMixButtons({ name, mixId }: { name: string; mixId: string }) {
  const editor = useEditor()
  const muted = useEditorState((s) => s.session.mutedTracks.includes(mixId))
  const solo = useEditorState((s) => s.session.soloTracks.includes(mixId))
  return (
    <span className="ps-timeline__mix" role="group" aria-label={`${name} sound`}>
      <button
        type="button"
        className="ps-timeline__mute"
        aria-label={`Mute ${name}`}
        aria-pressed={muted}
        title={muted ? 'Unmute' : 'Mute'}
        onClick={() => editor.setTrackMuted(mixId, !muted)}
      >
        M
      </button>
      <button
        type="button"
        className="ps-timeline__solo"
        aria-label={`Solo ${name}`}
        aria-pressed={solo}
        title={solo ? 'Unsolo' : 'Solo: hear only soloed tracks'}
        onClick={() => editor.setTrackSolo(mixId, !solo)}
      >
        S
      </button>
    </span>
  )
}
