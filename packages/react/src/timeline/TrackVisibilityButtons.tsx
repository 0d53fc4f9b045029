import { useUiStore } from '../state/editor-context.ts'
import { useUiState } from '../state/use-ui-state.ts'
import { EyeIcon, LockIcon } from '../lib/icons.tsx'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { useReadOnly } from '../state/read-only.ts'

/** True when the track has layers and every one of them is in `set`. */
function allIn(set: ReadonlySet<string>, keys: readonly string[]): boolean {
  return keys.length > 0 && keys.every((key) => set.has(key))
}

/**
 * Hide / lock a whole track: "Hide <track>" / "Show <track>", "Lock <track>" / "Unlock <track>"
 * (`aria-pressed`). They set every layer of the track in the UiStore, the same state the layer
 * list's eye and lock show (session state, never saved): pressed when all its layers are.
 */
export function TrackVisibilityButtons({
  name,
  layerKeys,
}: {
  name: string
  layerKeys: readonly string[]
}) {
  const readOnly = useReadOnly()
  const t = useTranslations().timeline
  const ui = useUiStore()
  const hidden = useUiState((s) => allIn(s.hidden, layerKeys))
  const locked = useUiState((s) => allIn(s.locked, layerKeys))
  const empty = layerKeys.length === 0
  return (
    <span
      className="ps-timeline__visibility"
      role="group"
      aria-label={formatMessage(t.visibility, { track: name })}
    >
      <button
        type="button"
        className="ps-icon-button"
        aria-label={formatMessage(hidden ? t.show : t.hide, { track: name })}
        aria-pressed={hidden}
        title={hidden ? t.showTitle : t.hideTitle}
        disabled={readOnly || empty}
        onClick={() => ui.setLayersHidden(layerKeys, !hidden)}
      >
        <EyeIcon off={hidden} />
      </button>
      <button
        type="button"
        className="ps-icon-button"
        aria-label={formatMessage(locked ? t.unlock : t.lock, { track: name })}
        aria-pressed={locked}
        title={locked ? t.unlockTitle : t.lockTitle}
        disabled={readOnly || empty}
        onClick={() => ui.setLayersLocked(layerKeys, !locked)}
      >
        <LockIcon open={!locked} />
      </button>
    </span>
  )
}
