import type { PlaybackLoop, SessionState } from './types.ts'

export const initialSession: SessionState = Object.freeze({
  selection: Object.freeze([]) as readonly string[],
  playheadMs: 0,
  zoom: 1,
  hovered: null,
  playing: false,
  playbackRate: 1,
  loop: null,
  buffering: false,
  masterVolume: 1,
  mutedTracks: Object.freeze([]) as readonly string[],
  soloTracks: Object.freeze([]) as readonly string[],
})

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i])
}

/** The current loop object when `next` holds the same range (so an equal loop changes nothing). */
function sameLoop(next: PlaybackLoop | null, current: PlaybackLoop | null): PlaybackLoop | null {
  if (next === null) return null
  if (current && current.startMs === next.startMs && current.endMs === next.endMs) return current
  return Object.freeze({ startMs: next.startMs, endMs: next.endMs })
}

/** Returns a new session with the patch applied, or the same object when nothing changed. */
export function updateSession(session: SessionState, patch: Partial<SessionState>): SessionState {
  const wanted = patch.selection && [...new Set(patch.selection)]
  const selection =
    wanted && !sameKeys(wanted, session.selection) ? Object.freeze(wanted) : session.selection
  const playheadMs = patch.playheadMs ?? session.playheadMs
  const zoom = patch.zoom ?? session.zoom
  const hovered = patch.hovered !== undefined ? patch.hovered : session.hovered
  const playing = patch.playing ?? session.playing
  const playbackRate = patch.playbackRate ?? session.playbackRate
  const loop = patch.loop !== undefined ? sameLoop(patch.loop, session.loop) : session.loop
  const buffering = patch.buffering ?? session.buffering
  const masterVolume = patch.masterVolume ?? session.masterVolume
  const mutedTracks =
    patch.mutedTracks && !sameKeys(patch.mutedTracks, session.mutedTracks)
      ? Object.freeze([...patch.mutedTracks])
      : session.mutedTracks
  const soloTracks =
    patch.soloTracks && !sameKeys(patch.soloTracks, session.soloTracks)
      ? Object.freeze([...patch.soloTracks])
      : session.soloTracks
  if (
    selection === session.selection &&
    playheadMs === session.playheadMs &&
    zoom === session.zoom &&
    hovered === session.hovered &&
    playing === session.playing &&
    playbackRate === session.playbackRate &&
    loop === session.loop &&
    buffering === session.buffering &&
    masterVolume === session.masterVolume &&
    mutedTracks === session.mutedTracks &&
    soloTracks === session.soloTracks
  ) {
    return session
  }
  return Object.freeze({
    selection,
    playheadMs,
    zoom,
    hovered,
    playing,
    playbackRate,
    loop,
    buffering,
    masterVolume,
    mutedTracks,
    soloTracks,
  })
}
