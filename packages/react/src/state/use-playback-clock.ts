import { useEffect } from 'react'
import { acquirePlaybackClock } from '../playback/playback-clock.ts'
import { useEditor } from './editor-context.ts'

/**
 * Keeps the nearest Editor's playback clock running while the calling component is mounted
 * (shared: any number of users, one clock per Editor). `<SceneEditor/>` and `<Timebar/>` use it.
 */
export function usePlaybackClock(): void {
  const editor = useEditor()
  useEffect(() => acquirePlaybackClock(editor), [editor])
}

/** Renders nothing; runs the clock (for layouts without a `<Timebar/>`). */
export function PlaybackClockMount(): null {
  usePlaybackClock()
  return null
}
