import type { EditorDocument, SessionState } from '@podscene/core'

/** The part of the session the playback clock reads (the mix is optional: default all heard). */
export type PlaybackSession = Pick<
  SessionState,
  'playing' | 'playheadMs' | 'playbackRate' | 'loop' | 'buffering'
> &
  Partial<Pick<SessionState, 'masterVolume' | 'mutedTracks' | 'soloTracks'>>

/**
 * What the playback clock drives: the core Editor satisfies it, and so does the read-only
 * player's store (`player/player-store.ts`), which holds no history, immer or schema code.
 */
export interface PlaybackHost {
  readonly document: EditorDocument
  readonly session: PlaybackSession
  getState(): { document: EditorDocument; session: PlaybackSession }
  /** Calls `listener` after any change of document or session; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** The clock calls it when the scene's end is reached (and on dispose while playing). */
  pause(): void
  /** A jump the clock makes itself (a loop wrapping): every element is resynced. */
  seek(ms: number): void
  /** The playhead the clock advanced to. */
  setPlayhead(ms: number): void
  setBuffering(buffering: boolean): void
}
