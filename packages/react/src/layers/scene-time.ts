import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * The scene time being drawn, for the few renderers that follow it between evaluations (video).
 * A store rather than a context value: changing a context value makes React search every layer
 * below it on each frame, while only subscribers of the store re-render.
 */
export class SceneTimeStore {
  private time = 0
  private playing = false
  private readonly listeners = new Set<() => void>()

  get = (): number => this.time

  /** Whether a playback clock is advancing the time (videos play along rather than seek). */
  isPlaying = (): boolean => this.playing

  set(time: number, playing = false): void {
    if (time === this.time && playing === this.playing) return
    this.time = time
    this.playing = playing
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

const fallback = new SceneTimeStore()
export const SceneTimeContext = createContext<SceneTimeStore>(fallback)

export function useSceneTime(): number {
  const store = useContext(SceneTimeContext)
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

/** Whether the scene is being played (see SceneCanvasProps.playing). */
export function useScenePlaying(): boolean {
  const store = useContext(SceneTimeContext)
  return useSyncExternalStore(store.subscribe, store.isPlaying, store.isPlaying)
}
