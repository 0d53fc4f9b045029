import { memo, useState } from 'react'
import { EditorCommandError } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { HEADER_WIDTH } from './timeline-types.ts'
import { TrackMixButtons } from './TrackMixButtons.tsx'
import { RenameField, renameError } from '../lib/RenameField.tsx'
import { TrackVisibilityButtons } from './TrackVisibilityButtons.tsx'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { useReadOnly } from '../state/read-only.ts'

export interface TimelineTrackHeaderProps {
  name: string
  kind: string
  trackPosition: number
  /** Array positions of the rows shown above / below (null at the ends). */
  above: number | null
  below: number | null
  /** The track's mix id when it has sound (shows mute / solo), else null. */
  mixId: string | null
  /** Keys of the track's layers (hide / lock apply to each). */
  layerKeys: readonly string[]
}

/** Runs a track command; a refused one (e.g. a stale position) changes nothing. */
function attempt(run: () => void) {
  try {
    run()
  } catch (error) {
    if (!(error instanceof EditorCommandError)) throw error
  }
}

/**
 * A track's sticky header: name (a double-click renames it in place) and kind, and (editable)
 * buttons to move it up or down in the draw order (`reorderTrack`) and to remove it with its
 * layers (`removeTrack`), each undoable; hide / lock for all its layers
 * (`TrackVisibilityButtons`, session state).
 */
export const TimelineTrackHeader = memo(function TimelineTrackHeader({
  name,
  kind,
  trackPosition,
  above,
  below,
  mixId,
  layerKeys,
}: TimelineTrackHeaderProps) {
  const readOnly = useReadOnly()
  const translations = useTranslations()
  const t = translations.timeline
  const editor = useEditor()
  const [renaming, setRenaming] = useState(false)
  return (
    <div className="ps-timeline__header" style={{ width: HEADER_WIDTH }}>
      {renaming ? (
        <RenameField
          initial={name}
          label={t.renameTrack}
          commit={(next) => renameError(() => editor.renameTrack(trackPosition, next))}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <span
          className="ps-timeline__track-text"
          onDoubleClick={() => !readOnly && setRenaming(true)}
        >
          <span className="ps-timeline__track-name">{name}</span>
          <span className="ps-timeline__track-kind">{translations.kinds[kind] ?? kind}</span>
        </span>
      )}
      {mixId !== null && <TrackMixButtons name={name} mixId={mixId} />}
      <TrackVisibilityButtons name={name} layerKeys={layerKeys} />
      {!readOnly && (
        <span className="ps-timeline__track-actions">
          <button
            type="button"
            aria-label={formatMessage(t.moveUp, { track: name })}
            title={t.moveUpTitle}
            disabled={above === null}
            onClick={() =>
              above !== null && attempt(() => editor.reorderTrack(trackPosition, above))
            }
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={formatMessage(t.moveDown, { track: name })}
            title={t.moveDownTitle}
            disabled={below === null}
            onClick={() =>
              below !== null && attempt(() => editor.reorderTrack(trackPosition, below))
            }
          >
            ↓
          </button>
          <button
            type="button"
            aria-label={formatMessage(t.remove, { track: name })}
            title={t.removeTitle}
            onClick={() => attempt(() => editor.removeTrack(trackPosition))}
          >
            ×
          </button>
        </span>
      )}
    </div>
  )
}, sameHeaderProps)

/** Props equal, the layer keys compared by content (rows are rebuilt on every document change). */
function sameHeaderProps(a: TimelineTrackHeaderProps, b: TimelineTrackHeaderProps): boolean {
  for (const k of Object.keys(a) as (keyof TimelineTrackHeaderProps)[]) {
    if (k !== 'layerKeys' && a[k] !== b[k]) return false
  }
  const x = a.layerKeys
  const y = b.layerKeys
  return x.length === y.length && x.every((key, i) => key === y[i])
}
