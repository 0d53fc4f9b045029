import type { SessionState } from './types.ts'

export const initialSession: SessionState = Object.freeze({
  selection: Object.freeze([]) as readonly string[],
  playheadMs: 0,
  zoom: 1,
  hovered: null,
})

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i])
}

/** Returns a new session with the patch applied, or the same object when nothing changed. */
export function updateSession(session: SessionState, patch: Partial<SessionState>): SessionState {
  const wanted = patch.selection && [...new Set(patch.selection)]
  const selection =
    wanted && !sameKeys(wanted, session.selection) ? Object.freeze(wanted) : session.selection
  const playheadMs = patch.playheadMs ?? session.playheadMs
  const zoom = patch.zoom ?? session.zoom
  const hovered = patch.hovered !== undefined ? patch.hovered : session.hovered
  if (
    selection === session.selection &&
    playheadMs === session.playheadMs &&
    zoom === session.zoom &&
    hovered === session.hovered
  ) {
    return session
  }
  return Object.freeze({ selection, playheadMs, zoom, hovered })
}
