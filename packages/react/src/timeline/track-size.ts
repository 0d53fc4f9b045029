import type { TrackSize } from '../state/ui-store.ts'

export type { TrackSize }

/** The height of one clip lane (screen px) for each "Track height" preset. */
export const LANE_HEIGHTS: Readonly<Record<TrackSize, number>> = {
  small: 22,
  medium: 30,
  large: 44,
}

export const TRACK_SIZES: readonly TrackSize[] = ['small', 'medium', 'large']

export const isTrackSize = (value: unknown): value is TrackSize =>
  typeof value === 'string' && (TRACK_SIZES as readonly string[]).includes(value)
