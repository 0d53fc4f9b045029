import { useEffect } from 'react'
import type { PlaybackHost } from '../playback/playback-host.ts'

/**
 * Drives the player's store with the shared playback clock, loaded after the first frame is
 * drawn (the still frame needs no clock; it keeps the player entry small, see
 * packages/react/CONTEXT.md "Loaded on first use"). A `play()` before it arrives starts
 * playback as soon as it does: the clock begins at construction when the session plays.
 */
export function usePlayerClock(store: PlaybackHost): void {
  useEffect(() => {
    let release: (() => void) | undefined
    let live = true
    void import('../playback/playback-clock.ts').then(({ acquirePlaybackClock }) => {
      if (live) release = acquirePlaybackClock(store)
    })
    return () => {
      live = false
      release?.()
    }
  }, [store])
}
