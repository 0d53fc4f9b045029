import { useUiStore } from '../state/editor-context.ts'
import { useUiState } from '../state/use-ui-state.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { isTrackSize, TRACK_SIZES, type TrackSize } from './track-size.ts'

const LABEL_OF = {
  small: 'trackSmall',
  medium: 'trackMedium',
  large: 'trackLarge',
} as const satisfies Record<TrackSize, string>

/** The timeline toolbar's "Track height" (Small / Medium / Large): the UiStore's `trackSize`. */
export function TrackSizeSelect() {
  const t = useTranslations().timeline
  const ui = useUiStore()
  const size = useUiState((s) => s.trackSize)
  return (
    <select
      className="ps-timeline__track-size"
      aria-label={t.trackHeight}
      title={t.trackHeight}
      value={size}
      onChange={(e) => {
        if (isTrackSize(e.target.value)) ui.setTrackSize(e.target.value)
      }}
    >
      {TRACK_SIZES.map((s) => (
        <option key={s} value={s}>
          {t[LABEL_OF[s]]}
        </option>
      ))}
    </select>
  )
}
