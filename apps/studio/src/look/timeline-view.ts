import { isTrackSize, type TrackSize } from '@podscene/react'

const STORAGE_KEY = 'podscene-studio:timeline-view'

/** The timeline's height and "Track height" the user set, kept across reloads (localStorage). */
export interface TimelineView {
  height?: number
  trackSize?: TrackSize
}

export function loadTimelineView(storage: Pick<Storage, 'getItem'> = localStorage): TimelineView {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}')
    const view: TimelineView = {}
    if (typeof value !== 'object' || value === null) return view
    const { height, trackSize } = value as Record<string, unknown>
    if (typeof height === 'number' && Number.isFinite(height) && height > 0) view.height = height
    if (isTrackSize(trackSize)) view.trackSize = trackSize
    return view
  } catch {
    // Not JSON (written by something else): the defaults, and the next change replaces it.
    return {}
  }
}

export function storeTimelineView(
  change: TimelineView,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  storage.setItem(STORAGE_KEY, JSON.stringify({ ...loadTimelineView(storage), ...change }))
}
