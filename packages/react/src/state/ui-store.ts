import { DEFAULT_VIEW_AIDS, type ViewAids } from './view-aids.ts'

/**
 * Session state of the editor UI that the headless Editor does not hold: locked and hidden layers
 * (never saved, never undone) and the viewport pan. Zoom, selection and playhead live in the
 * Editor's session.
 */
export interface UiState {
  locked: ReadonlySet<string>
  hidden: ReadonlySet<string>
  /** Viewport offset of the canvas origin in screen pixels, added after fit-and-zoom. */
  panX: number
  panY: number
  /**
   * The time scale a mounted <Timeline/> shows (screen px per ms, and the time lanes' horizontal
   * scroll in px), so views under it (the waveform view) line up with it; null without one.
   */
  timelineScale: TimelineScale | null
  /**
   * A zoom gesture the timeline shows as a transform until it settles (`scale`, and `tx` in
   * lanes px: a lanes px `p` shows at `tx + p * scale`), so views under it follow; else null.
   */
  timelinePreview: TimelinePreview | null
  /** The layer or track whose name is being edited in place (the Rename action), if any. */
  renaming: RenameTarget | null
  /** The image or video layer in crop mode (the Crop action), if any. */
  cropping: string | null
  /** Rulers, guides and grid (per template; a host may keep them: SceneEditor `onViewAidsChange`). */
  viewAids: ViewAids
  /** The timeline's track height preset ("Track height": small, medium, large). */
  trackSize: TrackSize
}

/** The timeline's track height presets (`timeline/track-size.ts` gives their px). */
export type TrackSize = 'small' | 'medium' | 'large'

export type RenameTarget = { kind: 'layer'; key: string } | { kind: 'track'; position: number }

export interface TimelineScale {
  pxPerMs: number
  scrollLeft: number
}

export interface TimelinePreview {
  scale: number
  tx: number
}

export interface UiStore {
  getState(): UiState
  subscribe(listener: () => void): () => void
  setLocked(key: string, locked: boolean): void
  setHidden(key: string, hidden: boolean): void
  /** Locks / unlocks several layers at once (a track's), one change for the subscribers. */
  setLayersLocked(keys: readonly string[], locked: boolean): void
  setLayersHidden(keys: readonly string[], hidden: boolean): void
  setPan(x: number, y: number): void
  setTimelineScale(scale: TimelineScale | null): void
  setTimelinePreview(preview: TimelinePreview | null): void
  setRenaming(target: RenameTarget | null): void
  setCropping(key: string | null): void
  /** Changes some of the layout aids (one change for the subscribers). */
  setViewAids(change: Partial<ViewAids>): void
  setTrackSize(size: TrackSize): void
}

export function createUiStore(initial?: Partial<UiState>): UiStore {
  let state: UiState = {
    locked: new Set(),
    hidden: new Set(),
    panX: 0,
    panY: 0,
    timelineScale: null,
    timelinePreview: null,
    renaming: null,
    cropping: null,
    viewAids: DEFAULT_VIEW_AIDS,
    trackSize: 'medium',
    ...initial,
  }
  const listeners = new Set<() => void>()
  const set = (next: UiState) => {
    state = next
    for (const l of [...listeners]) l()
  }
  const toggled = (set: ReadonlySet<string>, keys: readonly string[], on: boolean) => {
    if (keys.every((key) => set.has(key) === on)) return set
    const next = new Set(set)
    for (const key of keys) {
      if (on) next.add(key)
      else next.delete(key)
    }
    return next
  }
  const setLayersLocked = (keys: readonly string[], locked: boolean) => {
    const next = toggled(state.locked, keys, locked)
    if (next !== state.locked) set({ ...state, locked: next })
  }
  const setLayersHidden = (keys: readonly string[], hidden: boolean) => {
    const next = toggled(state.hidden, keys, hidden)
    if (next !== state.hidden) set({ ...state, hidden: next })
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setLocked: (key, locked) => setLayersLocked([key], locked),
    setHidden: (key, hidden) => setLayersHidden([key], hidden),
    setLayersLocked,
    setLayersHidden,
    setPan(panX, panY) {
      if (panX !== state.panX || panY !== state.panY) set({ ...state, panX, panY })
    },
    setTimelineScale(scale) {
      const now = state.timelineScale
      if (scale === now) return
      if (scale && now && scale.pxPerMs === now.pxPerMs && scale.scrollLeft === now.scrollLeft) {
        return
      }
      set({ ...state, timelineScale: scale })
    },
    setTimelinePreview(preview) {
      if (preview !== state.timelinePreview) set({ ...state, timelinePreview: preview })
    },
    setRenaming(renaming) {
      if (renaming !== state.renaming) set({ ...state, renaming })
    },
    setCropping(cropping) {
      if (cropping !== state.cropping) set({ ...state, cropping })
    },
    setViewAids(change) {
      const now = state.viewAids
      const names = Object.keys(change) as (keyof ViewAids)[]
      if (names.every((name) => change[name] === now[name])) return
      set({ ...state, viewAids: { ...now, ...change } })
    },
    setTrackSize(trackSize) {
      if (trackSize !== state.trackSize) set({ ...state, trackSize })
    },
  }
}
