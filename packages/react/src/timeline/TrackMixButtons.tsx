import { useEditor } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

/**
 * Mute and solo toggles of a sounding track (session state: heard during playback, never
 * saved): "Mute <track>" / "Solo <track>", pressed state in `aria-pressed`.
 */
export function TrackMixButtons({ name, mixId }: { name: string; mixId: string }) {
  const t = useTranslations().timeline
  const editor = useEditor()
  const muted = useEditorState((s) => s.session.mutedTracks.includes(mixId))
  const solo = useEditorState((s) => s.session.soloTracks.includes(mixId))
  return (
    <span
      className="ps-timeline__mix"
      role="group"
      aria-label={formatMessage(t.trackSound, { track: name })}
    >
      <button
        type="button"
        className="ps-timeline__mute"
        aria-label={formatMessage(t.mute, { track: name })}
        aria-pressed={muted}
        title={muted ? t.unmuteTitle : t.muteTitle}
        onClick={() => editor.setTrackMuted(mixId, !muted)}
      >
        M
      </button>
      <button
        type="button"
        className="ps-timeline__solo"
        aria-label={formatMessage(t.solo, { track: name })}
        aria-pressed={solo}
        title={solo ? t.unsoloTitle : t.soloTitle}
        onClick={() => editor.setTrackSolo(mixId, !solo)}
      >
        S
      </button>
    </span>
  )
}
