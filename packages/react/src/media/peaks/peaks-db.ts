import { openDB, type IDBPDatabase } from 'idb'
import type { AudioPeaks } from './audio-peaks.ts'

/**
 * Peaks kept across reloads in IndexedDB (database `podscene-peaks`, one record per URL and
 * resolution), through `idb`: a 1 kB promise wrapper over IndexedDB's event API.
 */
const DB_NAME = 'podscene-peaks'
const STORE = 'peaks'

interface StoredPeaks {
  durationMs: number
  peaksPerSecond: number
  data: ArrayBuffer
}

let db: Promise<IDBPDatabase | null> | null = null

function open(): Promise<IDBPDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null)
  db ??= openDB(DB_NAME, 1, {
    upgrade(database) {
      if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE)
    },
  }).catch(() => null)
  return db
}

const keyOf = (url: string, peaksPerSecond: number) => `${peaksPerSecond} ${url}`

/** The stored peaks of `url`, or undefined (also when IndexedDB is unavailable or fails). */
export async function readStoredPeaks(
  url: string,
  peaksPerSecond: number,
): Promise<AudioPeaks | undefined> {
  try {
    const database = await open()
    const record = (await database?.get(STORE, keyOf(url, peaksPerSecond))) as
      StoredPeaks | undefined
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
    const database = await open()
    const record: StoredPeaks = {
      durationMs: peaks.durationMs,
      peaksPerSecond: peaks.peaksPerSecond,
      data: peaks.data.slice().buffer,
    }
    await database?.put(STORE, record, keyOf(url, peaks.peaksPerSecond))
  } catch {
    // The cache is an optimisation; the peaks stay in memory.
  }
}
