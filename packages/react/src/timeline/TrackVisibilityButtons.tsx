import { useUiStore } from '../hooks/editor-context.ts'
import { useUiState } from '../hooks/use-ui-state.ts'
import { EyeIcon, LockIcon } from '../editor-ui/icons.tsx'

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
  readOnly,
}: {
  name: string
  layerKeys: readonly string[]
  readOnly: boolean
}) {
  const ui = useUiStore()
  const hidden = useUiState((s) => allIn(s.hidden, layerKeys))
  const locked = useUiState((s) => allIn(s.locked, layerKeys))
  const empty = layerKeys.length === 0
  return (
    <span className="ps-timeline__visibility" role="group" aria-label={`${name} visibility`}>
      <button
        type="button"
        className="ps-icon-button"
        aria-label={`${hidden ? 'Show' : 'Hide'} ${name}`}
        aria-pressed={hidden}
        title={hidden ? 'Show the track' : 'Hide the track on the canvas'}
        disabled={readOnly || empty}
        onClick={() => ui.setLayersHidden(layerKeys, !hidden)}
      >
        <EyeIcon off={hidden} />
      </button>
      <button
        type="button"
        className="ps-icon-button"
        aria-label={`${locked ? 'Unlock' : 'Lock'} ${name}`}
        aria-pressed={locked}
        title={locked ? 'Unlock the track' : 'Lock the track (no selection or drag)'}
        disabled={readOnly || empty}
        onClick={() => ui.setLayersLocked(layerKeys, !locked)}
      >
        <LockIcon open={!locked} />
      </button>
    </span>
  )
}
