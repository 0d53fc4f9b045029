import { createKeyValueStore } from '../../persistence/idb-key-value.ts'
import type { AudioPeaks } from './audio-peaks.ts'

/**
 * Peaks kept across reloads in IndexedDB (database `podscene-peaks`, one record per URL and
 * resolution), through the package's one IndexedDB helper (`persistence/idb-key-value.ts`).
 */
const store = createKeyValueStore('podscene-peaks', 'peaks')

interface StoredPeaks {
  durationMs: number
  peaksPerSecond: number
  data: ArrayBuffer
}

const keyOf = (url: string, peaksPerSecond: number) => `${peaksPerSecond} ${url}`

/** The stored peaks of `url`, or undefined (also when IndexedDB is unavailable or fails). */
export async function readStoredPeaks(
  url: string,
  peaksPerSecond: number,
): Promise<AudioPeaks | undefined> {
  try {
    const record = await store.get<StoredPeaks>(keyOf(url, peaksPerSecond))
    if (!record || !(record.data instanceof ArrayBuffer)) return undefined
    return {
      durationMs: record.durationMs,
      peaksPerSecond: record.peaksPerSecond,
      data: new Float32Array(record.data),
    }
  } catch {
    return undefined
  }
}

/** Stores peaks for later sessions; a full or refused database only loses the cache. */
export async function writeStoredPeaks(url: string, peaks: AudioPeaks): Promise<void> {
  try {
    const record: StoredPeaks = {
      durationMs: peaks.durationMs,
      peaksPerSecond: peaks.peaksPerSecond,
      data: peaks.data.slice().buffer,
    }
    await store.set(keyOf(url, peaks.peaksPerSecond), record)
  } catch {
    // The cache is an optimisation; the peaks stay in memory.
  }
}
