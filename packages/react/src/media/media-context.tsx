import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { MediaCache } from './media-cache.ts'
import type { MediaStatus } from './media-status.ts'
import type { AudioPeaks } from './peaks/index.ts'

let sharedCache: MediaCache | null = null

/** The cache used when no <MediaCacheProvider> is above; created on first use (SSR-safe). */
export function getSharedMediaCache(): MediaCache {
  sharedCache ??= new MediaCache()
  return sharedCache
}

const MediaCacheContext = createContext<MediaCache | null>(null)

export function MediaCacheProvider({
  cache,
  children,
}: {
  cache: MediaCache
  children: ReactNode
}) {
  return <MediaCacheContext.Provider value={cache}>{children}</MediaCacheContext.Provider>
}

export function useMediaCache(): MediaCache {
  return useContext(MediaCacheContext) ?? getSharedMediaCache()
}

/** Re-renders the caller whenever any media entry of the cache settles. */
export function useMediaVersion(cache: MediaCache): number {
  return useSyncExternalStore(cache.subscribe, cache.getVersion, cache.getVersion)
}

/** The load state of an image URL; re-renders the caller when it settles. */
export function useImage(url: string): MediaStatus<HTMLImageElement> {
  const cache = useMediaCache()
  const read = () => cache.image(url)
  return useSyncExternalStore(cache.subscribe, read, read)
}

export function useVideo(url: string, instance: string): MediaStatus<HTMLVideoElement> {
  const cache = useMediaCache()
  const read = () => cache.video(url, instance)
  return useSyncExternalStore(cache.subscribe, read, read)
}

export function useAudioPeaks(url: string): MediaStatus<AudioPeaks> {
  const cache = useMediaCache()
  const read = () => cache.audioPeaks(url)
  return useSyncExternalStore(cache.subscribe, read, read)
}

/** Loads a font face; the status tells whether text can be drawn with it yet. */
export function useFont(family: string, url: string): MediaStatus<string> {
  const cache = useMediaCache()
  const read = () => cache.font(family, url)
  return useSyncExternalStore(cache.subscribe, read, read)
}

/** Loads the font subsets `text` needs in the CSS `font` (see MediaCache.glyphs). */
export function useGlyphs(font: string, text: string): MediaStatus<string> {
  const cache = useMediaCache()
  const read = () => cache.glyphs(font, text)
  return useSyncExternalStore(cache.subscribe, read, read)
}
