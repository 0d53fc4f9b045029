import { useMemo } from 'react'
import { audioSourcesOf, type AudioSource } from '@podscene/core'
import { useEditorState } from '../state/use-editor-state.ts'
import { useMediaCache, useMediaVersion } from '../media/media-context.tsx'
import type { AudioPeaks } from '../media/peaks/index.ts'
import { scenePeaks, sourceEnd } from './scene-peaks.ts'
import { useCompiledScene } from '../state/use-layers-at-playhead.ts'

export interface SceneSound {
  sources: AudioSource[]
  /** Scene ms the view spans: the scene's duration, or the sound's extent when longer. */
  durationMs: number
  /** The scene's sound along scene time (SCENE_PEAKS_PER_SECOND buckets per second). */
  peaks: Float32Array
  /** Sources still loading, and those that failed with their reason. */
  loading: number
  failures: { url: string; reason: string }[]
}

/**
 * The scene's sound as the waveform view draws it: every audio source of the document (core's
 * audioSourcesOf) with its peaks from the shared MediaCache / PeaksStore, mixed along scene time.
 */
export function useSceneSound(): SceneSound {
  const doc = useEditorState((s) => s.document)
  const sceneMs = useCompiledScene().durationMs
  const cache = useMediaCache()
  const version = useMediaVersion(cache)
  const sources = useMemo(() => audioSourcesOf(doc), [doc])
  return useMemo(() => {
    const ready = new Map<string, AudioPeaks>()
    const failures: { url: string; reason: string }[] = []
    let loading = 0
    for (const source of sources) {
      const status = cache.audioPeaks(source.url)
      if (status.state === 'ready') ready.set(source.url, status.value)
      else if (status.state === 'failed') failures.push({ url: source.url, reason: status.reason })
      else loading++
    }
    let durationMs = sceneMs
    for (const source of sources) {
      const peaks = ready.get(source.url)
      if (peaks) durationMs = Math.max(durationMs, sourceEnd(source, peaks))
    }
    durationMs = Math.max(durationMs, 1000)
    return {
      sources,
      durationMs,
      peaks: scenePeaks(sources, (url) => ready.get(url), durationMs),
      loading,
      failures,
    }
    // `version` changes whenever a peaks load settles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources, sceneMs, cache, version])
}
